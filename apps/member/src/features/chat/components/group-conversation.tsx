import { useState } from 'react';
import { useCurrentUser } from '@/lib/auth-provider';
import { useConnectionState } from '@/lib/realtime/realtime';
import { useRoom } from '../api/get-room';
import { useTypists } from '../hooks/use-typists';
import { typingText } from '../lib/typing-text';
import { AddMembersDialog } from './add-members-dialog';
import { ChatHeader } from './chat-header';
import { ChatView } from './chat-view';
import { ConversationAvatar } from './conversation-avatar';
import type { FriendOption } from './friend-picker';
import { GroupMenu } from './group-menu';
import { LeaveGroupDialog } from './leave-group-dialog';
import { RoomRefusal } from './room-refusal';

/** A group conversation (/conversation?group=): names on others' messages, ticks on own. */
export function GroupConversation({
  groupId,
  friends,
}: {
  groupId: string;
  friends: FriendOption[] | undefined;
}) {
  const me = useCurrentUser();
  const room = useRoom(groupId);
  const connected = useConnectionState() === 'connected';
  const typists = useTypists(groupId);
  const [dialog, setDialog] = useState<'add' | 'leave' | null>(null);
  const title = room.data?.name ?? '群聊';
  const typing = typingText(typists.map((t) => t.nickname));
  const isGroup = room.data?.type === 'group';

  let subtitle: string | null = null;
  if (!connected) subtitle = '连接中...';
  else if (typing) subtitle = typing;
  else if (room.data) subtitle = `${room.data.memberCount}位成员`;

  return (
    <>
      <ChatView
        me={me}
        view={{ kind: 'room', roomId: groupId }}
        send={{ kind: 'room', roomId: groupId }}
        roomId={groupId}
        contactId={null}
        options={{ names: 'others', ticks: room.data?.type !== 'public' }}
        refusal={(error) => <RoomRefusal error={error} roomId={groupId} name={title} />}
        header={
          <ChatHeader
            title={title}
            subtitle={subtitle}
            avatar={<ConversationAvatar type={room.data?.type ?? 'group'} name={title} className="size-10" />}
            actions={
              isGroup ? (
                <GroupMenu onAddMembers={() => setDialog('add')} onLeave={() => setDialog('leave')} />
              ) : undefined
            }
          />
        }
      />
      {isGroup && (
        <>
          <AddMembersDialog
            open={dialog === 'add'}
            onClose={() => setDialog(null)}
            roomId={groupId}
            friends={friends}
            memberIds={room.data?.members.map((m) => m.userId) ?? []}
          />
          <LeaveGroupDialog
            open={dialog === 'leave'}
            onClose={() => setDialog(null)}
            roomId={groupId}
            name={title}
          />
        </>
      )}
    </>
  );
}
