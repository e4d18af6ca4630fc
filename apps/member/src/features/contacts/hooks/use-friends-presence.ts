import type { FriendEntry } from '@taishan/contracts';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { realtime } from '@/lib/realtime/realtime';
import { friendsQueryOptions, friendsQueryRoot } from '../api/get-friends';

/** Friends go online and offline live (user_status), and the list is fresh after a reconnect. */
export function useFriendsPresence() {
  const client = useQueryClient();
  useEffect(() => {
    const { queryKey } = friendsQueryOptions();
    const stops = [
      realtime.on('user_status', ({ userId, isOnline }) => {
        client.setQueryData<FriendEntry[]>(queryKey, (list) =>
          list?.map((entry) =>
            entry.friendId === userId && entry.friend.isOnline !== isOnline
              ? { ...entry, friend: { ...entry.friend, isOnline } }
              : entry,
          ),
        );
      }),
      realtime.onReady(() => void client.invalidateQueries({ queryKey: friendsQueryRoot })),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [client]);
}
