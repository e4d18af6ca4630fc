/**
 * A fresh id for one outgoing message. The server stores a message once per (sender, clientId), so
 * a retry or a socket send that falls back to HTTP never shows twice. getRandomValues rather than
 * randomUUID: the latter is missing on plain-http pages (a LAN address), the former is not.
 */
export function newClientId(): string {
  const bytes = crypto.getRandomValues(new Uint8Array(16));
  return Array.from(bytes, (b) => b.toString(16).padStart(2, '0')).join('');
}
