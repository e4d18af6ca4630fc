import { useCallback, useRef } from 'react';

/**
 * One Idempotency-Key per user action: pressing the button again with the same request (a retry
 * after a dropped reply, say) sends the same key, so the server applies it once and replays its
 * first answer; a changed request is a new action and gets a new key. `done` forgets the key once
 * the action succeeded.
 */
export function useIdempotencyKey() {
  const current = useRef<{ key: string; body: string } | null>(null);

  const keyFor = useCallback((body: unknown): string => {
    const fingerprint = JSON.stringify(body);
    if (current.current?.body !== fingerprint) {
      current.current = { key: crypto.randomUUID(), body: fingerprint };
    }
    return current.current.key;
  }, []);

  const done = useCallback(() => {
    current.current = null;
  }, []);

  return { keyFor, done };
}
