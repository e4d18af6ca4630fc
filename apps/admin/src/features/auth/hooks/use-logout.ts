import { useQueryClient } from '@tanstack/react-query';
import { useNavigate } from 'react-router';
import { toast } from 'sonner';
import { clearAdminSession } from '@/lib/admin-session';

/** Admin tokens are not refreshable, so logging out is forgetting the stored session. */
export function useLogout() {
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  return () => {
    try {
      clearAdminSession();
      queryClient.clear();
      toast.success('退出成功', { description: '已安全退出泰山宫' });
      navigate('/', { replace: true });
    } catch (error) {
      console.error('Logout failed', error);
      toast.error('退出失败', { description: '请稍后重试' });
    }
  };
}
