import { setTimeout as sleep } from 'node:timers/promises';

export interface CallInit {
  /** GET without a body, POST with one, unless given. */
  method?: string;
  body?: unknown;
  token?: string;
  headers?: Record<string, string>;
}

export interface Answer {
  status: number;
  /** The error code of an error reply, or ''. */
  code: string;
  /** The parsed JSON, or the text when it is not JSON. */
  body: unknown;
  text: string;
}

export async function request(url: string, init: CallInit): Promise<Answer> {
  const res = await fetch(url, {
    method: init.method ?? (init.body === undefined ? 'GET' : 'POST'),
    headers: {
      ...(init.body === undefined ? {} : { 'content-type': 'application/json' }),
      ...(init.token ? { authorization: `Bearer ${init.token}` } : {}),
      ...init.headers,
    },
    body: init.body === undefined ? undefined : JSON.stringify(init.body),
  });
  const text = await res.text();
  let body: unknown = text;
  try {
    body = JSON.parse(text);
  } catch {}
  const code = (body as { code?: unknown } | null)?.code;
  return { status: res.status, code: typeof code === 'string' ? code : '', body, text };
}

export interface Retry {
  /** Error codes that mean "not yet": another service has not yet seen an event it needs. */
  codes: string[];
  everyMs: number;
}

/** How long a `Retry` keeps asking before the answer counts as final. */
const RETRY_WITHIN_MS = 60_000;

/**
 * Resolves with the reply's body when the status is `status`; throws with the path, the status and
 * the start of the reply otherwise, after retrying `retry.codes` for up to a minute.
 */
export async function expectStatus<T = unknown>(
  url: string,
  init: CallInit,
  status: number,
  retry?: Retry,
): Promise<T> {
  const deadline = Date.now() + RETRY_WITHIN_MS;
  for (;;) {
    const answer = await request(url, init);
    if (answer.status === status) return answer.body as T;
    if (retry?.codes.includes(answer.code) && Date.now() < deadline) {
      await sleep(retry.everyMs);
      continue;
    }
    const method = init.method ?? (init.body === undefined ? 'GET' : 'POST');
    throw new Error(
      `${method} ${new URL(url).pathname} answered ${answer.status} ${answer.text.slice(0, 200)}`,
    );
  }
}
