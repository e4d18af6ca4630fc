import { createHash } from 'node:crypto';
import type { Transaction } from 'kysely';
import type { Database } from '../db/database.js';
import { idempotencyRepository } from '../db/idempotency-repository.js';
import type { WalletContext } from './context.js';
import { errors } from './errors.js';

/** What a mutating call answers; stored under its Idempotency-Key and replayed for a retry. */
export interface Answer<T = unknown> {
  status: number;
  body: T;
}

export interface IdempotencyKey {
  key: string;
  /** SHA-256 of the operation and its canonical body: the same key with another body is refused. */
  hash: string;
}

const KEY_PATTERN = /^[A-Za-z0-9_:.-]{1,128}$/;

function canonical(value: unknown): string {
  if (Array.isArray(value)) return `[${value.map(canonical).join(',')}]`;
  if (value && typeof value === 'object') {
    const entries = Object.entries(value as Record<string, unknown>)
      .filter(([, v]) => v !== undefined)
      .sort(([a], [b]) => (a < b ? -1 : a > b ? 1 : 0));
    return `{${entries.map(([k, v]) => `${JSON.stringify(k)}:${canonical(v)}`).join(',')}}`;
  }
  return JSON.stringify(value ?? null);
}

/** Reads the optional Idempotency-Key header; a malformed one is refused rather than ignored. */
export function idempotencyKeyOf(
  header: string | string[] | undefined,
  operation: string,
  body: unknown,
): IdempotencyKey | null {
  if (header === undefined) return null;
  const key = Array.isArray(header) ? header[0] : header;
  if (!key || !KEY_PATTERN.test(key)) throw errors.badIdempotencyKey();
  const hash = createHash('sha256')
    .update(`${operation}\n${canonical(body)}`)
    .digest('hex');
  return { key, hash };
}

function replay(
  stored: { request_hash: string; status_code: number; response: unknown },
  idem: IdempotencyKey,
) {
  if (stored.request_hash !== idem.hash) throw errors.idempotencyMismatch();
  return { status: stored.status_code, body: stored.response } satisfies Answer;
}

/** The stored answer of an earlier call with this key, if there is one (checked before any work). */
export async function storedAnswer(
  ctx: WalletContext,
  userId: string,
  idem: IdempotencyKey | null,
): Promise<Answer | null> {
  if (!idem) return null;
  const stored = await idempotencyRepository.find(ctx.db, userId, idem.key);
  return stored ? replay(stored, idem) : null;
}

/**
 * Runs the change in one transaction that also claims the key and stores the answer, so a key is
 * applied at most once even when two copies of a request race: the second waits for the first's
 * commit and replays its answer. A refusal rolls back and leaves the key free for a corrected retry.
 */
export async function applyOnce<T>(
  ctx: WalletContext,
  userId: string,
  idem: IdempotencyKey | null,
  change: (trx: Transaction<Database>) => Promise<Answer<T>>,
): Promise<Answer<T>> {
  return ctx.db.transaction().execute(async (trx) => {
    if (idem && !(await idempotencyRepository.claim(trx, userId, idem.key, idem.hash))) {
      const stored = await idempotencyRepository.find(trx, userId, idem.key);
      if (!stored) throw new Error('idempotency key vanished');
      return replay(stored, idem) as Answer<T>;
    }
    const answer = await change(trx);
    if (idem) await idempotencyRepository.store(trx, userId, idem.key, answer.status, answer.body);
    return answer;
  });
}

/** Drops expired keys now and then (every replica may run it; deletes are idempotent). */
export function startIdempotencyPruner(ctx: WalletContext, everyMs = 60 * 60_000) {
  const run = () =>
    idempotencyRepository
      .prune(ctx.db, ctx.config.IDEMPOTENCY_KEY_TTL_HOURS)
      .catch((err) => ctx.log.warn({ err }, 'idempotency key pruning failed'));
  const timer = setInterval(run, everyMs);
  timer.unref();
  return { stop: () => clearInterval(timer) };
}
