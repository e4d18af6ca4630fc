import type { FriendRequest } from '@taishan/contracts';
import { Check, Undo2, X } from 'lucide-react';
import { useId } from 'react';
import { Button } from '@/components/ui/button';
import { Card } from '@/components/ui/card';
import { UserAvatar } from '@/components/ui/user-avatar';
import { useAcceptFriendRequest } from '../api/accept-friend-request';
import { useDeclineFriendRequest } from '../api/decline-friend-request';
import { useFriendRequests } from '../api/get-friend-requests';
import { useWithdrawFriendRequest } from '../api/withdraw-friend-request';

const nameOf = (request: FriendRequest) => request.user.nickname || request.user.username;

/** Who it is and what waits; their status text joins in where the row has room for it. */
function Person({ request, note }: { request: FriendRequest; note: string }) {
  const name = nameOf(request);
  const status = request.user.status.trim();
  return (
    <>
      <UserAvatar src={request.user.avatar} name={name} className="size-11 text-base" />
      <div className="min-w-0 flex-1">
        <p className="truncate font-medium text-ink">{name}</p>
        <p className="truncate text-xs text-ink-muted">
          {note}
          {status && <span className="hidden sm:inline"> · {status}</span>}
        </p>
      </div>
    </>
  );
}

function IncomingRow({ request }: { request: FriendRequest }) {
  const accept = useAcceptFriendRequest();
  const decline = useDeclineFriendRequest();
  const name = nameOf(request);
  const busy = accept.isPending || decline.isPending;
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <Person request={request} note="请求添加你为好友" />
      <div className="flex shrink-0 gap-2">
        <Button
          size="sm"
          aria-label={`接受${name}的好友请求`}
          pending={accept.isPending}
          disabled={busy}
          onClick={() => accept.mutate(request.id)}
          className="rounded-full px-3 sm:px-3.5"
        >
          <Check aria-hidden className="hidden size-4 sm:block" />
          接受
        </Button>
        <Button
          size="sm"
          variant="secondary"
          aria-label={`拒绝${name}的好友请求`}
          pending={decline.isPending}
          disabled={busy}
          onClick={() => decline.mutate(request.id)}
          className="rounded-full px-3 sm:px-3.5"
        >
          <X aria-hidden className="hidden size-4 sm:block" />
          拒绝
        </Button>
      </div>
    </li>
  );
}

function OutgoingRow({ request }: { request: FriendRequest }) {
  const withdraw = useWithdrawFriendRequest();
  const name = nameOf(request);
  return (
    <li className="flex items-center gap-3 px-4 py-3">
      <Person request={request} note="等待对方验证" />
      <Button
        size="sm"
        variant="ghost"
        aria-label={`撤回对${name}的好友请求`}
        pending={withdraw.isPending}
        onClick={() => withdraw.mutate(request.id)}
        className="shrink-0 rounded-full px-3"
      >
        <Undo2 aria-hidden className="size-4" />
        撤回
      </Button>
    </li>
  );
}

/**
 * 新的朋友: requests waiting for the member's answer (接受 / 拒绝) and the member's own requests
 * still waiting (撤回). Nothing is shown while there are none.
 */
export function FriendRequests() {
  const { data } = useFriendRequests();
  const headingId = useId();
  if (!data || (data.incoming.length === 0 && data.outgoing.length === 0)) return null;
  const waiting = data.incoming.length;
  return (
    <section aria-labelledby={headingId}>
      <Card className="overflow-hidden">
        <div className="flex items-center gap-2 border-b border-line bg-brand-50/60 px-4 py-2.5 dark:bg-brand-950/30">
          <h2 id={headingId} className="font-serif text-base font-semibold tracking-wide text-ink">
            新的朋友
          </h2>
          {waiting > 0 && (
            <span className="flex h-5 min-w-5 items-center justify-center rounded-full bg-cinnabar px-1.5 text-xs font-semibold text-white tabular-nums dark:bg-red-700">
              <span aria-hidden>{waiting > 99 ? '99+' : waiting}</span>
              <span className="sr-only">{waiting}条待处理</span>
            </span>
          )}
        </div>
        {data.incoming.length > 0 && (
          <ul aria-label="收到的好友请求" className="divide-y divide-line">
            {data.incoming.map((request) => (
              <IncomingRow key={request.id} request={request} />
            ))}
          </ul>
        )}
        {data.outgoing.length > 0 && (
          <ul
            aria-label="发出的好友请求"
            className={
              data.incoming.length > 0 ? 'divide-y divide-line border-t border-line' : 'divide-y divide-line'
            }
          >
            {data.outgoing.map((request) => (
              <OutgoingRow key={request.id} request={request} />
            ))}
          </ul>
        )}
      </Card>
    </section>
  );
}
