/** A typing flag is forgotten after this long without news (the "stopped" frame may never come). */
export const TYPING_TTL_MS = 6000;

export interface Typist {
  userId: string;
  nickname: string;
}

type Entry = Typist & { timer: ReturnType<typeof setTimeout> };

const rooms = new Map<string, Map<string, Entry>>();
const snapshots = new Map<string, Typist[]>();
const listeners = new Set<() => void>();
const EMPTY: Typist[] = [];

function changed(chatId: string) {
  const room = rooms.get(chatId);
  snapshots.set(
    chatId,
    room ? [...room.values()].map(({ userId, nickname }) => ({ userId, nickname })) : EMPTY,
  );
  for (const listener of listeners) listener();
}

/** Records a typing frame of another member. */
export function setTyping(chatId: string, typist: Typist, isTyping: boolean) {
  let room = rooms.get(chatId);
  const held = room?.get(typist.userId);
  if (held) clearTimeout(held.timer);
  if (!isTyping) {
    if (!held) return;
    room?.delete(typist.userId);
    if (room?.size === 0) rooms.delete(chatId);
    changed(chatId);
    return;
  }
  if (!room) {
    room = new Map();
    rooms.set(chatId, room);
  }
  const timer = setTimeout(() => setTyping(chatId, typist, false), TYPING_TTL_MS);
  room.set(typist.userId, { ...typist, timer });
  if (!held) changed(chatId);
}

export function subscribeTyping(listener: () => void) {
  listeners.add(listener);
  return () => {
    listeners.delete(listener);
  };
}

/** Who is typing in a room; the same array until it changes (for useSyncExternalStore). */
export function typistsIn(chatId: string | null): Typist[] {
  return (chatId && snapshots.get(chatId)) || EMPTY;
}
