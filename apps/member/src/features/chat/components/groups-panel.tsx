import { ChevronRight, Plus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Skeleton } from '@/components/ui/skeleton';
import { useConversations } from '../api/get-conversations';
import { relativeTime } from '../lib/chat-time';
import { conversationHref } from '../lib/conversation-list';
import { ConversationAvatar } from './conversation-avatar';
import { LoadError } from './conversation-list-state';
import type { FriendOption } from './friend-picker';
import { NewGroupDialog } from './new-group-dialog';

/** The 群组 tab of 道友圈: the member's real groups, and a card that creates a new one. */
export function GroupsPanel({ friends }: { friends: FriendOption[] | undefined }) {
  const query = useConversations();
  const [creating, setCreating] = useState(false);
  const groups = (query.data ?? []).filter((c) => c.type === 'group');

  return (
    <div className="space-y-3">
      <button
        type="button"
        onClick={() => setCreating(true)}
        className="flex w-full items-center gap-4 rounded-2xl border-2 border-dashed border-brand-300 bg-brand-50/50 px-4 py-4 text-left transition-colors hover:border-brand-500 hover:bg-brand-50 dark:border-brand-800 dark:bg-brand-950/20 dark:hover:bg-brand-950/40"
      >
        <span
          aria-hidden
          className="flex size-12 items-center justify-center rounded-2xl bg-linear-to-br from-brand-700 to-brand-800 text-white shadow-sm"
        >
          <Plus className="size-6" />
        </span>
        <span className="min-w-0 flex-1">
          <span className="block font-medium text-ink">创建新群组</span>
          <span className="block text-sm text-ink-muted">邀请好友，共修共进</span>
        </span>
      </button>

      {query.isPending ? (
        <div className="space-y-3">
          {[0, 1].map((i) => (
            <Skeleton key={i} className="h-18 w-full rounded-2xl" />
          ))}
        </div>
      ) : query.isError ? (
        <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
      ) : groups.length === 0 ? (
        <p className="py-6 text-center text-sm text-ink-faint">还没有加入任何群组</p>
      ) : (
        <ul aria-label="我的群组" className="space-y-2">
          {groups.map((g) => (
            <li key={g.id}>
              <Link
                to={conversationHref(g)}
                className="flex items-center gap-3 rounded-2xl border border-line bg-surface px-4 py-3 transition-colors hover:border-brand-300 hover:bg-surface-muted/50"
              >
                <ConversationAvatar type="group" name={g.name} className="size-12" />
                <span className="min-w-0 flex-1">
                  <span className="block truncate font-medium text-ink">{g.name}</span>
                  <span className="block truncate text-sm text-ink-muted">
                    {g.memberCount}位成员
                    {g.lastTime ? ` · ${relativeTime(g.lastTime)}活跃` : ''}
                  </span>
                </span>
                <ChevronRight aria-hidden className="size-4 text-ink-faint" />
              </Link>
            </li>
          ))}
        </ul>
      )}
      <NewGroupDialog open={creating} onClose={() => setCreating(false)} friends={friends} />
    </div>
  );
}
