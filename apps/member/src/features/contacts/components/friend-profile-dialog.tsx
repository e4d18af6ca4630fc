import type { FriendEntry } from '@taishan/contracts';
import { MessageCircle, UserMinus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Badge } from '@/components/ui/badge';
import { Button, buttonClasses } from '@/components/ui/button';
import { Dialog } from '@/components/ui/dialog';
import { DialogActions } from '@/components/ui/dialog-actions';
import { Skeleton } from '@/components/ui/skeleton';
import { UserAvatar } from '@/components/ui/user-avatar';
import { errorMessage } from '@/lib/api-error';
import { formatDate } from '@/lib/format';
import { useUserProfile } from '../api/get-user-profile';
import { useRemoveFriend } from '../api/remove-friend';

function Profile({ entry, onClose }: { entry: FriendEntry; onClose: () => void }) {
  const f = entry.friend;
  const profile = useUserProfile(f.id);
  const [confirming, setConfirming] = useState(false);
  const remove = useRemoveFriend({ onDone: onClose });
  const p = profile.data;
  const name = p?.nickname || f.nickname || f.username;
  const bio = p ? p.bio?.trim() : undefined;

  if (confirming) {
    return (
      <div className="space-y-5">
        <p className="text-sm leading-relaxed text-ink">
          确定删除好友「{name}
          」吗？删除后你们将从彼此的好友列表中移除，对方若只接收好友的消息，你将无法再给对方发消息。
        </p>
        <DialogActions onCancel={() => setConfirming(false)} cancelDisabled={remove.isPending}>
          <Button
            variant="danger"
            pending={remove.isPending}
            pendingText="删除中..."
            onClick={() => remove.mutate(f.id)}
          >
            确认删除
          </Button>
        </DialogActions>
      </div>
    );
  }

  return (
    <div>
      <div className="flex flex-col items-center text-center">
        <UserAvatar
          src={p ? (p.avatar ?? p.profileImageUrl) : (f.avatar ?? f.profileImageUrl)}
          name={name}
          className="size-20 text-3xl"
        />
        <p className="mt-3 font-serif text-xl font-semibold text-ink">{name}</p>
        <p className="text-sm text-ink-muted">@{p?.username ?? f.username}</p>
        <div className="mt-2 flex gap-2">
          <Badge tone={f.isOnline ? 'green' : 'neutral'}>{f.isOnline ? '在线' : '离线'}</Badge>
          {p?.isVerified && <Badge>已实名</Badge>}
        </div>
        {profile.isPending ? (
          <Skeleton className="mt-4 h-4 w-48" />
        ) : profile.isError ? (
          <p className="mt-3 text-sm text-ink-muted">
            {errorMessage(profile.error, '资料加载失败，请稍后重试')}
          </p>
        ) : (
          bio && (
            <p className="mt-3 max-w-xs text-sm leading-relaxed whitespace-pre-wrap text-ink-muted">{bio}</p>
          )
        )}
        {p?.createdAt && <p className="mt-2 text-xs text-ink-muted">{formatDate(p.createdAt)}加入</p>}
      </div>
      <div className="mt-6 grid grid-cols-2 gap-3">
        <Button variant="danger" onClick={() => setConfirming(true)}>
          <UserMinus aria-hidden className="size-4" />
          删除好友
        </Button>
        <Link
          to={`/conversation?contact=${f.id}&name=${encodeURIComponent(name)}`}
          className={buttonClasses('primary', 'md')}
        >
          <MessageCircle aria-hidden className="size-4" />
          发消息
        </Link>
      </div>
    </div>
  );
}

/** A friend's card from 道友圈: what they let others see, 发消息 and 删除好友 (asked twice). */
export function FriendProfileDialog({ entry, onClose }: { entry: FriendEntry | null; onClose: () => void }) {
  return (
    <Dialog open={entry !== null} onClose={onClose} title="道友资料">
      {entry && <Profile entry={entry} onClose={onClose} />}
    </Dialog>
  );
}
