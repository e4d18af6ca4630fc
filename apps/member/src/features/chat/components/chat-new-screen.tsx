import { History, UserPlus, UsersRound } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { Button, buttonClasses } from '@/components/ui/button';
import { Card, SectionTitle } from '@/components/ui/card';
import { EmptyState } from '@/components/ui/empty-state';
import { SearchField } from '@/components/ui/search-field';
import { useConversations } from '../api/get-conversations';
import { filterConversations } from '../lib/conversation-list';
import { ConversationSkeleton, LoadError } from './conversation-list-state';
import type { FriendOption } from './friend-picker';
import { NewGroupDialog } from './new-group-dialog';
import { RecentChatRow } from './recent-chat-row';
import { RecommendedRooms } from './recommended-rooms';

/** /chat-new: start something new, or pick up a recent chat. */
export function ChatNewScreen({ friends }: { friends: FriendOption[] | undefined }) {
  const query = useConversations();
  const [search, setSearch] = useState('');
  const [newGroup, setNewGroup] = useState(false);
  const recent = (query.data ?? [])
    .filter((c) => c.lastTime !== null)
    .sort((a, b) => Date.parse(b.lastTime ?? '') - Date.parse(a.lastTime ?? ''));
  const shown = filterConversations(recent, search);
  const onlyPublic = query.isSuccess && query.data.every((c) => c.type === 'public');

  return (
    <div className="mx-auto max-w-2xl space-y-4">
      <SearchField label="搜索聊天" placeholder="搜索聊天" value={search} onValueChange={setSearch} />
      <div className="grid grid-cols-2 gap-3">
        <Button variant="primary" size="lg" onClick={() => setNewGroup(true)}>
          <UsersRound aria-hidden className="size-5" />
          发起群聊
        </Button>
        <Link to="/contacts?add=1" className={buttonClasses('secondary', 'lg')}>
          <UserPlus aria-hidden className="size-5" />
          添加好友
        </Link>
      </div>
      <Card className="p-4">
        <SectionTitle action={<History aria-hidden className="size-4 text-ink-faint" />}>
          最近聊天
        </SectionTitle>
        <div className="mt-2">
          {query.isPending ? (
            <ConversationSkeleton rows={4} />
          ) : query.isError ? (
            <LoadError error={query.error} onRetry={() => void query.refetch()} retrying={query.isFetching} />
          ) : shown.length > 0 ? (
            <ul aria-label="最近聊天" className="space-y-0.5">
              {shown.map((c) => (
                <li key={c.id}>
                  <RecentChatRow conversation={c} />
                </li>
              ))}
            </ul>
          ) : (
            <EmptyState
              title={search.trim() ? '没有找到匹配的聊天' : '暂无最近聊天'}
              hint={search.trim() ? '换个关键词试试' : '发起群聊或添加好友，开始与道友交流'}
              className="py-8"
            />
          )}
        </div>
      </Card>
      {onlyPublic && <RecommendedRooms />}
      <NewGroupDialog open={newGroup} onClose={() => setNewGroup(false)} friends={friends} />
    </div>
  );
}
