import { MessagesSquare, SquarePen, UserPlus } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchField } from '@/components/ui/search-field';
import { useConversations } from '../api/get-conversations';
import { filterConversations, sortConversations } from '../lib/conversation-list';
import { ConversationSkeleton, LoadError } from './conversation-list-state';
import { ConversationRow } from './conversation-row';
import { RecommendedRooms } from './recommended-rooms';

/** The messages screen: search, the conversations, recommendations, the button to 道友. */
export function ChatListPanel({ activeId }: { activeId?: string | null }) {
  const query = useConversations();
  const [search, setSearch] = useState('');
  const all = query.data ? sortConversations(query.data) : [];
  const shown = filterConversations(all, search);
  const searching = search.trim() !== '';
  const onlyPublic = query.isSuccess && all.every((c) => c.type === 'public');

  return (
    <div className="relative flex h-full flex-col">
      <div className="flex items-center gap-2 px-4 pt-4 pb-2">
        <SearchField
          className="flex-1"
          label="搜索会话"
          placeholder="搜索会话"
          value={search}
          onValueChange={setSearch}
        />
        <Link
          to="/chat-new"
          aria-label="发起聊天"
          title="发起聊天"
          className="flex size-11 shrink-0 items-center justify-center rounded-full text-brand-700 transition-colors hover:bg-brand-50 dark:text-brand-300 dark:hover:bg-brand-950/40"
        >
          <SquarePen aria-hidden className="size-5" />
        </Link>
      </div>
      <div className="min-h-0 flex-1 overflow-y-auto overscroll-contain px-2 pb-24">
        {query.isPending ? (
          <ConversationSkeleton />
        ) : query.isError ? (
          <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
        ) : (
          <>
            {shown.length > 0 ? (
              <ul aria-label="会话列表" className="space-y-0.5">
                {shown.map((c) => (
                  <li key={c.id}>
                    <ConversationRow
                      conversation={c}
                      active={activeId != null && (c.id === activeId || c.participantId === activeId)}
                    />
                  </li>
                ))}
              </ul>
            ) : (
              <EmptyState
                icon={<MessagesSquare className="size-7" />}
                title={searching ? '没有找到匹配的会话' : '暂无会话'}
                hint={searching ? '换个关键词试试' : '去道友圈找位道友聊聊吧'}
              />
            )}
            {onlyPublic && !searching && (
              <div className="mt-3">
                <RecommendedRooms />
              </div>
            )}
          </>
        )}
      </div>
      <Link
        to="/contacts"
        aria-label="道友圈"
        title="道友圈"
        className="absolute right-5 bottom-5 flex size-14 items-center justify-center rounded-full bg-linear-to-br from-brand-700 to-brand-800 text-white shadow-lg shadow-brand-900/30 transition-transform hover:scale-105 active:scale-95"
      >
        <UserPlus aria-hidden className="size-6" />
      </Link>
    </div>
  );
}
