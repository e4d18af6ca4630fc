import { DEFAULT_ROOM_ID } from '@taishan/contracts';
import { useParams, useSearchParams } from 'react-router';
import { ChatRoomScreen } from '@/features/chat/components/chat-room-screen';

/** /chat-room?room=&name= (default room general) and /chat/{chatId}. */
export function ChatRoomRoute() {
  const { chatId } = useParams();
  const [params] = useSearchParams();
  const roomId = chatId ?? (params.get('room') || DEFAULT_ROOM_ID);
  return <ChatRoomScreen key={roomId} roomId={roomId} name={params.get('name')} />;
}
