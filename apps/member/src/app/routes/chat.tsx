import { ChatShell } from '@/features/chat/components/chat-shell';

/** /chat and /messages: one screen (PRODUCT.md §9). */
export function ChatRoute() {
  return <ChatShell />;
}
