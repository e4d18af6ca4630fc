import { type User, user } from '@taishan/contracts';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiRequest } from './api-client';
import { storeUser } from './auth-storage';
import { realtime } from './realtime/realtime';

export function getCurrentUser(): Promise<User> {
  return apiRequest('/api/auth/user', { schema: user });
}

export const currentUserQueryRoot = ['auth', 'user'] as const;

/**
 * The member as the server has them now. Every read also replaces the copy kept in browser
 * storage, so the header, the menus and the profile page follow it.
 */
export function currentUserQueryOptions() {
  return queryOptions({
    queryKey: currentUserQueryRoot,
    queryFn: async () => {
      const fresh = await getCurrentUser();
      storeUser(fresh);
      return fresh;
    },
  });
}

/** Read from the server each time a screen that shows it opens, not only from the stored copy. */
export function useCurrentUserQuery() {
  return useQuery({ ...currentUserQueryOptions(), refetchOnMount: 'always' });
}

/**
 * The member's record changed (a profile saved on another device, a new avatar, the verified
 * badge): read it again, whether or not a screen shows it, so the stored copy follows. After a
 * reconnect it is read again too, since a notice may have been missed meanwhile.
 */
export function useCurrentUserSync() {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = () => {
      void client.fetchQuery({ ...currentUserQueryOptions(), staleTime: 0 }).catch((error: unknown) => {
        // The next notice or the next screen that shows the member reads it again.
        console.warn('刷新用户信息失败', error);
      });
    };
    const stops = [realtime.on('profile_changed', refresh), realtime.onReady(refresh)];
    return () => {
      for (const stop of stops) stop();
    };
  }, [client]);
}
