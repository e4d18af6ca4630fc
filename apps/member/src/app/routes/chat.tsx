import { ChatShell } from '@/features/chat/components/chat-shell';

/** /chat and /messages: one screen. */
export function ChatRoute() {
  return <ChatShell />;
}
