import { AVATAR_MAX_BYTES, type AvatarReply, avatarReply } from '@taishan/contracts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { errorMessage, UnauthorizedError } from '@/lib/api-error';
import { storeUser } from '@/lib/auth-storage';
import { currentUserQueryOptions } from '@/lib/current-user';

export function uploadAvatar(file: File): Promise<AvatarReply> {
  const body = new FormData();
  body.append('avatar', file);
  return apiRequest('/api/user/avatar', { schema: avatarReply, method: 'POST', body });
}

/** Only images, at most 5 MB; checked here first so nothing useless is uploaded. */
export function checkAvatarFile(file: File): { title: string; description: string } | null {
  if (!file.type.startsWith('image/')) return { title: '文件类型错误', description: '请选择图片文件' };
  if (file.size > AVATAR_MAX_BYTES) return { title: '文件过大', description: '图片大小不能超过5MB' };
  return null;
}

export function useUploadAvatar() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: uploadAvatar,
    onSuccess: async (reply) => {
      queryClient.setQueryData(currentUserQueryOptions().queryKey, reply.user);
      storeUser(reply.user);
      toast.success(reply.message || '头像更新成功');
      try {
        // The read stores the member again.
        await queryClient.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 });
      } catch (error) {
        // The reply already carried the new picture; a failed re-read only delays other fields.
        console.warn('刷新用户信息失败', error);
      }
    },
    onError: (error) => {
      if (error instanceof UnauthorizedError) return;
      toast.error('上传失败', { description: errorMessage(error, '头像上传失败，请重试') });
    },
  });
}
