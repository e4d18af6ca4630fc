import { type UserSearchResult, userSearchReply } from '@taishan/contracts';
import { useMutation } from '@tanstack/react-query';
import { toast } from 'sonner';
import { apiRequest } from '@/lib/api-client';
import { errorMessage, UnauthorizedError } from '@/lib/api-error';

export function searchUsers(q: string): Promise<UserSearchResult[]> {
  return apiRequest(`/api/users/search?q=${encodeURIComponent(q)}`, { schema: userSearchReply });
}

/**
 * The add-friend search. Run on demand rather than cached: each press of 搜索 asks
 * again and says 未找到匹配的用户 when nobody matches.
 */
export function useSearchUsers() {
  return useMutation({
    mutationKey: ['users', 'search'],
    mutationFn: searchUsers,
    onSuccess: (users) => {
      if (users.length === 0) toast.info('未找到匹配的用户', { id: 'user-search' });
    },
    onError: (error) => {
      if (error instanceof UnauthorizedError) return;
      toast.error('搜索用户失败', { id: 'user-search', description: errorMessage(error, '无法搜索用户') });
    },
  });
}
