import { type AdminLoginReply, type AdminPasswordBody, adminLoginReply } from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { saveAdminSession } from '@/lib/admin-session';
import { type ApiError, apiRequest } from '@/lib/api-client';

export function changePassword(body: AdminPasswordBody): Promise<AdminLoginReply> {
  return apiRequest('/api/admin/password', { method: 'POST', body, schema: adminLoginReply });
}

export function useChangePassword() {
  const queryClient = useQueryClient();
  return useMutation<AdminLoginReply, ApiError, AdminPasswordBody>({
    mutationFn: changePassword,
    onSuccess: (reply) => {
      // Said here, not in the form, which unmounts as soon as the session below changes.
      toast.success('密码已修改', { description: '请妥善保管新密码' });
      // The reply carries a new token; the old one no longer opens anything.
      saveAdminSession(reply);
      // Queries refused while the initial password was unchanged can now succeed.
      void queryClient.invalidateQueries();
    },
  });
}
