import { type ProfileUpdate, type User, user } from '@taishan/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { storeUser } from '@/lib/auth-storage';
import { reportFailure, type ShowOnField } from '@/lib/report-failure';

export function updateProfile(body: ProfileUpdate): Promise<User> {
  return apiRequest('/api/user/profile', { schema: user, method: 'PUT', body });
}

export function useUpdateProfile({ showOnField }: { showOnField?: ShowOnField } = {}) {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      storeUser(user);
      toast.success('个人资料已保存');
    },
    onError: (error) =>
      reportFailure(error, { title: '保存失败', fallback: '个人资料保存失败，请重试', showOnField }),
  });
}
