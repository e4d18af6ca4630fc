import { useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { toast } from 'sonner';
import { realtime } from '@/lib/realtime/realtime';
import { friendRequestsQueryOptions, friendRequestsQueryRoot } from '../api/get-friend-requests';
import { friendsQueryRoot } from '../api/get-friends';
import { answerNotice, type Notice, requestNotice } from '../lib/request-notice';

function show(notice: Notice | null, id: string) {
  if (!notice) return;
  const say = notice.tone === 'success' ? toast.success : toast.info;
  say(notice.title, { id, ...(notice.description ? { description: notice.description } : {}) });
}

/**
 * 新的朋友 live: a new request, the end of a request and an ended friendship refresh the lists, and
 * what the other member did is announced.
 */
export function useFriendRequestsSync() {
  const client = useQueryClient();
  useEffect(() => {
    const refresh = (queryKey: readonly unknown[]) => void client.invalidateQueries({ queryKey });
    const stops = [
      realtime.on('friend_request', (request) => {
        refresh(friendRequestsQueryRoot);
        show(requestNotice(request), `friend-request-${request.id}`);
      }),
      realtime.on('friend_request_answered', (answer) => {
        // The name comes from the list as it was, before the refresh drops the request.
        const asked = client
          .getQueryData(friendRequestsQueryOptions().queryKey)
          ?.outgoing.find((r) => r.id === answer.requestId)?.user;
        refresh(friendRequestsQueryRoot);
        if (answer.outcome === 'accepted') refresh(friendsQueryRoot);
        show(answerNotice(answer, asked), `friend-request-${answer.requestId}`);
      }),
      realtime.on('friend_removed', () => refresh(friendsQueryRoot)),
      realtime.onReady(() => refresh(friendRequestsQueryRoot)),
    ];
    return () => {
      for (const stop of stops) stop();
    };
  }, [client]);
}
