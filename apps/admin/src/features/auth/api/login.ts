import { type AdminLoginBody, type AdminLoginReply, adminLoginReply } from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { saveAdminSession } from '@/lib/admin-session';
import { type ApiError, apiRequest } from '@/lib/api-client';

export function login(body: AdminLoginBody): Promise<AdminLoginReply> {
  return apiRequest('/api/admin/login', { method: 'POST', body, schema: adminLoginReply, auth: false });
}

export function useLogin() {
  const queryClient = useQueryClient();
  return useMutation<AdminLoginReply, ApiError, AdminLoginBody>({
    mutationFn: login,
    onSuccess: (reply) => {
      // Said here, not in the form: saving the session swaps the screen, and a mutate() callback
      // of an unmounted form never runs.
      toast.success('登录成功', { description: `欢迎回来，${reply.admin.fullName || reply.admin.username}` });
      // Nothing cached under a previous admin may leak into this session.
      queryClient.clear();
      saveAdminSession(reply);
    },
  });
}
