import {
  createTestContext,
  hostPort,
  startTcpProxy,
  type TcpProxy,
  type TestContext,
} from '@taishan/testing';
import { type Kysely, sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createDb, isConnectionLost } from './connect.js';

/**
 * The pool in front of a Postgres that restarts, refuses and hangs, through a TCP proxy of this
 * test's own (the machine's server is never touched).
 */
let test: TestContext;
let proxy: TcpProxy;
let db: Kysely<unknown>;
const idleErrors: Error[] = [];

const ping = async () => (await sql<{ one: number }>`select 1 as one`.execute(db)).rows[0]?.one;

async function timed<T>(work: Promise<T>): Promise<{ ms: number; result?: T; error?: unknown }> {
  const started = Date.now();
  try {
    return { ms: Date.now() - started, result: await work };
  } catch (error) {
    return { ms: Date.now() - started, error };
  }
}

beforeAll(async () => {
  test = await createTestContext();
  proxy = await startTcpProxy(hostPort(test.databaseUrl));
  db = createDb({
    url: proxy.via(test.databaseUrl),
    schema: 'public',
    poolMax: 3,
    statementTimeoutMs: 500,
    connectTimeoutMs: 500,
    onConnectionError: (err) => idleErrors.push(err),
  });
});
afterEach(async () => {
  proxy.resume();
  await proxy.accept();
});
afterAll(async () => {
  await db?.destroy();
  await proxy?.close();
  await test?.cleanup();
});

describe('the database pool', () => {
  it('survives its idle connections being reset and reconnects on the next query', async () => {
    await Promise.all([ping(), ping(), ping()]);
    expect(proxy.connections).toBeGreaterThan(0);
    proxy.cut();
    await expect.poll(() => idleErrors.length).toBeGreaterThan(0);
    expect(await ping()).toBe(1);
  });

  it('fails fast while the server refuses connections, and recovers when it is back', async () => {
    await proxy.refuse();
    const down = await timed(ping());
    expect(isConnectionLost(down.error)).toBe(true);
    expect(down.ms).toBeLessThan(3_000);
    await proxy.accept();
    expect(await ping()).toBe(1);
  });

  it('gives up on a hung server within the statement limit, and recovers when it answers again', async () => {
    expect(await ping()).toBe(1);
    proxy.stall();
    const hung = await Promise.all([timed(ping()), timed(ping())]);
    for (const attempt of hung) {
      expect(isConnectionLost(attempt.error)).toBe(true);
      expect(attempt.ms).toBeLessThan(3_000);
    }
    proxy.resume();
    // The connections that timed out were closed, not handed out again.
    for (let i = 0; i < 5; i++) expect(await ping()).toBe(1);
  });

  it('cancels a statement that runs longer than the limit on the server', async () => {
    const slow = await timed(sql`select pg_sleep(5)`.execute(db));
    expect((slow.error as { code?: string }).code).toBe('57014');
    expect(slow.ms).toBeLessThan(3_000);
    expect(await ping()).toBe(1);
  });
});
