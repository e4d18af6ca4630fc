import {
  bearer,
  eventually,
  publishEvent,
  type ServiceSut,
  uniqueName,
  useServiceHarness,
} from '@taishan/testing';
import type { LightMyRequestResponse } from 'fastify';
import { type Kysely, sql } from 'kysely';
import { v7 as uuidv7 } from 'uuid';
import { buildApp } from '../app.js';
import { readWalletConfig, type WalletConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { WalletContext } from '../domain/context.js';

export type Sut = ServiceSut<WalletConfig, WalletContext>;

/**
 * One wallet service per test file. Members arrive as `events.user.registered`; argon2 runs with
 * its smallest allowed cost so the many password checks stay quick.
 */
export function useWalletService(overrides: Record<string, string> = {}): Sut {
  return useServiceHarness({
    readConfig: readWalletConfig,
    build: (config, keys) => buildApp(config, { keys }),
    env: { ARGON2_MEMORY_KIB: '8192', ARGON2_TIME_COST: '1', DATABASE_POOL_MAX: '20' },
    overrides,
  });
}

export { bearer, eventually, publishEvent, uniqueName };

export interface Member {
  id: string;
  username: string;
  headers: { authorization: string };
}

/** A member as auth would announce them, waited for until their wallet is open. */
export async function registerMember(sut: Sut, opts: { nickname?: string } = {}): Promise<Member> {
  const id = uuidv7();
  const username = uniqueName();
  await publishEvent(sut, 'events.user.registered', {
    userId: id,
    username,
    nickname: opts.nickname ?? '清风',
    avatar: null,
    role: 'member',
    createdAt: new Date().toISOString(),
  });
  await eventually(() =>
    sut.db.selectFrom('wallets').select('user_id').where('user_id', '=', id).executeTakeFirst(),
  );
  return { id, username, headers: bearer(await sut.token(id, { username })) };
}

export async function adminHeaders(sut: Sut) {
  return bearer(await sut.token(uuidv7(), { role: 'admin', aud: 'admin', username: 'admin' }));
}

type Inject = { method: 'GET' | 'POST'; url: string; payload?: unknown; key?: string };

export async function call(sut: Sut, member: Member, req: Inject): Promise<LightMyRequestResponse> {
  return sut.app.inject({
    method: req.method,
    url: req.url,
    headers: { ...member.headers, ...(req.key ? { 'idempotency-key': req.key } : {}) },
    ...(req.payload === undefined ? {} : { payload: req.payload as object }),
  });
}

export const post = (
  sut: Sut,
  member: Member,
  url: string,
  payload: unknown,
  key?: string,
): Promise<LightMyRequestResponse> =>
  call(sut, member, { method: 'POST', url, payload, ...(key ? { key } : {}) });

export async function rechargeOf(sut: Sut, member: Member, amount: string) {
  const res = await post(sut, member, '/api/wallet/recharge', { amount, paymentMethod: 'alipay' });
  if (res.statusCode !== 200) throw new Error(`recharge failed: ${res.body}`);
}

export async function setPassword(sut: Sut, member: Member, password = '123456') {
  const res = await post(sut, member, '/api/user/transaction-password', { password });
  if (res.statusCode !== 200) throw new Error(`password failed: ${res.body}`);
}

export async function balanceOf(sut: Sut, member: Member): Promise<string> {
  const res = await call(sut, member, { method: 'GET', url: '/api/user/wallet' });
  return res.json().balance as string;
}

/** The ledger's invariants, checked straight in the database. */
export async function ledgerInvariants(db: Kysely<Database>) {
  const unbalanced = await sql<{ transaction_id: string }>`
    select transaction_id from postings group by transaction_id having sum(amount) <> 0`.execute(db);
  const drift = await sql<{ user_id: string }>`
    select w.user_id from wallets w
    left join postings p on p.account_id = w.account_id
    group by w.user_id, w.balance having w.balance <> coalesce(sum(p.amount), 0)`.execute(db);
  const negative = await sql<{ user_id: string }>`select user_id from wallets where balance < 0`.execute(db);
  const total = await sql<{
    total: string;
  }>`select coalesce(sum(amount), 0)::text as total from postings`.execute(db);
  return {
    unbalanced: unbalanced.rows.length,
    drift: drift.rows.length,
    negative: negative.rows.length,
    total: total.rows[0]?.total,
  };
}
