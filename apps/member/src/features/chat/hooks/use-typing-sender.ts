import { useCallback, useEffect, useRef } from 'react';
import { realtime } from '@/lib/realtime/realtime';

/** After this long without a keystroke the member counts as no longer typing. */
export const TYPING_IDLE_MS = 3000;

/**
 * Sends `typing` true once when the member starts typing and false when they pause, send, or
 * leave: one frame per burst of typing rather than one per keystroke.
 */
export function useTypingSender(roomId: string | null) {
  const typing = useRef(false);
  const timer = useRef<ReturnType<typeof setTimeout> | null>(null);

  const stop = useCallback(() => {
    if (timer.current) clearTimeout(timer.current);
    timer.current = null;
    if (typing.current && roomId)
      realtime.send({ type: 'typing', data: { chatId: roomId, isTyping: false } });
    typing.current = false;
  }, [roomId]);

  const onInput = useCallback(() => {
    if (!roomId) return;
    if (!typing.current) {
      typing.current = realtime.send({ type: 'typing', data: { chatId: roomId, isTyping: true } });
    }
    if (timer.current) clearTimeout(timer.current);
    timer.current = setTimeout(stop, TYPING_IDLE_MS);
  }, [roomId, stop]);

  useEffect(() => stop, [stop]);

  return { onInput, stop };
}
