import { useSyncExternalStore } from 'react';
import { subscribeTyping, type Typist, typistsIn } from '../lib/typing-store';

/** Who else is typing in the room right now. */
export function useTypists(roomId: string | null): Typist[] {
  return useSyncExternalStore(subscribeTyping, () => typistsIn(roomId));
}
