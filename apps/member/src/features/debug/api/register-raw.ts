import type { RegisterBody } from '@taishan/contracts';

/**
 * The registration test page shows the server's reply exactly as it came, so it talks to the
 * endpoint directly instead of through the API client, and stores nothing.
 */
export async function registerRaw(body: RegisterBody): Promise<string> {
  let res: Response;
  try {
    res = await fetch('/api/auth/register', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json', Accept: 'application/json' },
      body: JSON.stringify(body),
    });
  } catch {
    return 'Network error';
  }
  const text = await res.text();
  let data: unknown = text;
  try {
    data = JSON.parse(text);
  } catch {
    // Shown as plain text below.
  }
  if (!res.ok) {
    const message =
      typeof data === 'object' && data !== null && typeof (data as { message?: unknown }).message === 'string'
        ? (data as { message: string }).message
        : res.statusText;
    return `Error ${res.status}: ${message}`;
  }
  return typeof data === 'string' ? data : JSON.stringify(data, null, 2);
}
