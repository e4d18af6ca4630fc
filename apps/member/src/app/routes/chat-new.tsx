import { ChatNewScreen } from '@/features/chat/components/chat-new-screen';
import { useFriendOptions } from '../use-friend-options';

export function ChatNewRoute() {
  return <ChatNewScreen friends={useFriendOptions()} />;
}
