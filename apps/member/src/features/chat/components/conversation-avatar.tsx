import type { RoomType } from '@taishan/contracts';
import { Landmark, UsersRound } from 'lucide-react';
import { UserAvatar } from '@/components/ui/user-avatar';
import { cn } from '@/lib/cn';

/** A person's picture for a private chat; an emblem for groups and public rooms. */
export function ConversationAvatar({
  type,
  name,
  src,
  online,
  className = 'size-12',
}: {
  type: RoomType;
  name: string;
  src?: string | null;
  online?: boolean;
  className?: string;
}) {
  return (
    <span className="relative inline-flex shrink-0">
      {type === 'private' ? (
        <UserAvatar src={src} name={name} className={cn(className, 'text-lg')} />
      ) : (
        <span
          aria-hidden
          className={cn(
            'inline-flex items-center justify-center rounded-2xl text-white shadow-sm',
            type === 'public'
              ? 'bg-linear-to-br from-cinnabar/80 to-brand-800'
              : 'bg-linear-to-br from-emerald-500 to-teal-700',
            className,
          )}
        >
          {type === 'public' ? <Landmark className="size-1/2" /> : <UsersRound className="size-1/2" />}
        </span>
      )}
      {online && (
        <span
          role="img"
          aria-label="在线"
          className="absolute right-0 bottom-0 size-3.5 rounded-full bg-emerald-500 ring-2 ring-surface"
        />
      )}
    </span>
  );
}
