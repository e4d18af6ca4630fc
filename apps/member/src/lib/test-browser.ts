import { vi } from 'vitest';

/** Just enough of a browser (storage, window events) for the lib tests under Node. */
export function stubBrowser() {
  const store = new Map<string, string>();
  const localStorage = {
    getItem: (key: string) => store.get(key) ?? null,
    setItem: (key: string, value: string) => void store.set(key, String(value)),
    removeItem: (key: string) => void store.delete(key),
    clear: () => store.clear(),
  };
  const events = new EventTarget();
  vi.stubGlobal('localStorage', localStorage);
  vi.stubGlobal('window', events);
  return { store, events };
}

const b64 = (value: unknown) =>
  btoa(String.fromCharCode(...new TextEncoder().encode(JSON.stringify(value))))
    .replace(/\+/g, '-')
    .replace(/\//g, '_')
    .replace(/=+$/, '');

export function fakeToken(claims: Record<string, unknown>): string {
  return `${b64({ alg: 'EdDSA', typ: 'JWT' })}.${b64(claims)}.signature`;
}

export function jsonResponse(status: number, body: unknown): Response {
  return new Response(JSON.stringify(body), { status, headers: { 'Content-Type': 'application/json' } });
}
