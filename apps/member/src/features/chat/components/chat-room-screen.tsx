import { DEFAULT_ROOM_ID } from '@taishan/contracts';
import { useCurrentUser } from '@/lib/auth-provider';
import { useRoom } from '../api/get-room';
import { useTypists } from '../hooks/use-typists';
import { typingText } from '../lib/typing-text';
import { ChatHeader } from './chat-header';
import { ChatShell } from './chat-shell';
import { ChatView } from './chat-view';
import { ConnectionStatus } from './connection-status';
import { ConversationAvatar } from './conversation-avatar';
import { RoomRefusal } from './room-refusal';

/**
 * /chat-room?room=&name= and /chat/{chatId}: a room by its id, default general; own
 * messages right-aligned and labelled 你, others by nickname or 道友.
 */
export function ChatRoomScreen({
  roomId = DEFAULT_ROOM_ID,
  name,
}: {
  roomId?: string;
  name?: string | null;
}) {
  const me = useCurrentUser();
  const room = useRoom(roomId);
  const detail = room.data;
  const partner =
    detail?.type === 'private' ? detail.members.find((m) => m.userId === detail.participantId) : undefined;
  const title = name || partner?.nickname || detail?.name || (roomId === DEFAULT_ROOM_ID ? '大厅' : '聊天室');
  const typists = useTypists(roomId);
  const type = detail?.type ?? 'public';

  return (
    <ChatShell activeId={roomId}>
      <ChatView
        key={roomId}
        me={me}
        view={{ kind: 'room', roomId }}
        send={{ kind: 'room', roomId }}
        roomId={roomId}
        contactId={partner?.userId ?? null}
        options={{ names: 'all', ticks: detail !== undefined && type !== 'public' }}
        typingText={typingText(typists.map((t) => t.nickname))}
        refusal={(error) => <RoomRefusal error={error} roomId={roomId} name={title} />}
        header={
          <ChatHeader
            title={title}
            avatar={<ConversationAvatar type={type} name={title} className="size-10" />}
            subtitle={
              <>
                <ConnectionStatus />
                {detail && type !== 'private' && <span className="ml-2">{detail.memberCount}位成员</span>}
              </>
            }
          />
        }
      />
    </ChatShell>
  );
}
