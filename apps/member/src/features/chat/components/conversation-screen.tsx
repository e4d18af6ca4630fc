import { EmptyState } from '@/components/ui/empty-state';
import { ChatShell } from './chat-shell';
import { DirectConversation } from './direct-conversation';
import type { FriendOption } from './friend-picker';
import { GroupConversation } from './group-conversation';

/** /conversation?contact=&name=, ?group=, and /conversation/{contactId}. */
export function ConversationScreen({
  contactId,
  groupId,
  name,
  friends,
}: {
  contactId: string | null;
  groupId: string | null;
  name: string | null;
  friends: FriendOption[] | undefined;
}) {
  return (
    <ChatShell activeId={groupId ?? contactId}>
      {groupId ? (
        <GroupConversation key={groupId} groupId={groupId} friends={friends} />
      ) : contactId ? (
        <DirectConversation key={contactId} contactId={contactId} name={name} />
      ) : (
        <div className="flex flex-1 items-center justify-center">
          <EmptyState title="未选择会话" hint="请从会话列表中选择一位道友或一个群聊" />
        </div>
      )}
    </ChatShell>
  );
}
