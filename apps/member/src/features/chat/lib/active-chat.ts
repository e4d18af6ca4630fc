import type { ChatMessage } from '@taishan/contracts';

/** The conversation on screen: a room, and for a private chat the other member too. */
export interface ActiveChat {
  roomId: string | null;
  contactId: string | null;
}

let active: ActiveChat | null = null;

/** Set by the open chat view (null when it closes); read by the unread counts and the alerts. */
export function setActiveChat(chat: ActiveChat | null) {
  active = chat;
}

/** The other member of a private message, from the point of view of `me`. */
export function contactOf(message: Pick<ChatMessage, 'senderId' | 'receiverId'>, me: string): string | null {
  if (!message.receiverId) return null;
  return message.senderId === me ? message.receiverId : message.senderId;
}

/** Whether the member is looking at this message's conversation right now. */
export function isInView(
  message: Pick<ChatMessage, 'roomId' | 'senderId' | 'receiverId'>,
  me: string,
): boolean {
  if (!active || typeof document === 'undefined' || document.visibilityState !== 'visible') return false;
  if (active.roomId !== null && active.roomId === message.roomId) return true;
  return active.contactId !== null && active.contactId === contactOf(message, me);
}
