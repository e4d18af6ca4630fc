import { type ProfileUpdate, type User, user } from '@taishan/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { errorMessage, UnauthorizedError } from '@/lib/api-error';
import { storeUser } from '@/lib/auth-storage';

export function updateProfile(body: ProfileUpdate): Promise<User> {
  return apiRequest('/api/user/profile', { schema: user, method: 'PUT', body });
}

export function useUpdateProfile() {
  return useMutation({
    mutationFn: updateProfile,
    onSuccess: (user) => {
      storeUser(user);
      toast.success('个人资料已保存');
    },
    onError: (error) => {
      if (error instanceof UnauthorizedError) return;
      toast.error('保存失败', { description: errorMessage(error, '个人资料保存失败，请重试') });
    },
  });
}
