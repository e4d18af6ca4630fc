import { type MessageReply, messageReply } from '@taishan/contracts';
import { useMutation } from '@tanstack/react-query';
import { useRef } from 'react';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { ApiError } from '@/lib/api-error';
import { clearSession } from '@/lib/auth-storage';

/** After a logout the browser goes to the root 1 second later. */
export const LOGOUT_REDIRECT_MS = 1000;

export function logout(): Promise<MessageReply> {
  return apiRequest('/api/auth/logout', { schema: messageReply, method: 'POST', session: false });
}

export function useLogout() {
  const navigate = useNavigate();
  const finished = useRef(false);
  const mutation = useMutation({
    mutationFn: async () => {
      try {
        return await logout();
      } catch (error) {
        // The server no longer knows this session: it is as logged out as it can be.
        if (error instanceof ApiError && error.status === 401) return { message: '退出成功' };
        throw error;
      }
    },
    onSuccess: () => {
      finished.current = true;
      toast.success('退出成功', { description: '已安全退出泰山宫' });
      setTimeout(() => {
        clearSession('logout');
        navigate('/', { replace: true });
      }, LOGOUT_REDIRECT_MS);
    },
    onError: (error) => {
      console.error('退出登录失败', error);
      toast.error('退出失败', { description: '请检查网络后重试' });
    },
  });
  return {
    logout: () => {
      if (!finished.current) mutation.mutate();
    },
    // Stays pending through the one-second pause before leaving.
    pending: mutation.isPending || mutation.isSuccess,
  };
}
