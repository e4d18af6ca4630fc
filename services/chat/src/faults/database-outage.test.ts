import { hostPort, startTcpProxy, type TcpProxy } from '@taishan/testing';
import { afterAll, afterEach, describe, expect, it } from 'vitest';
import { bearer, registerMember, useChatService } from '../test/harness.js';

/** Chat in front of a Postgres that restarts, refuses and hangs (through this test's own proxy). */
let proxy: TcpProxy;
const sut = useChatService(async (test) => {
  proxy = await startTcpProxy(hostPort(test.databaseUrl));
  return {
    DATABASE_URL: proxy.via(test.databaseUrl),
    DATABASE_STATEMENT_TIMEOUT_MS: '800',
    DATABASE_CONNECT_TIMEOUT_MS: '800',
  };
});
afterEach(async () => {
  proxy.resume();
  await proxy.accept();
});
afterAll(() => proxy?.close());

const UNAVAILABLE = {
  statusCode: 503,
  code: 'SERVICE_UNAVAILABLE',
  error: 'Service Unavailable',
  message: '服务暂时不可用，请稍后重试',
};

async function publicRooms(headers: { authorization: string }) {
  const started = Date.now();
  const res = await sut.app.inject({ method: 'GET', url: '/api/chats/public', headers });
  return { status: res.statusCode, body: res.json(), ms: Date.now() - started };
}

describe('a database outage', () => {
  it('keeps the service up when every database connection is reset', async () => {
    const me = await registerMember(sut);
    expect((await publicRooms(me.headers)).status).toBe(200);
    proxy.cut();
    await new Promise((r) => setTimeout(r, 200));
    expect((await publicRooms(me.headers)).status).toBe(200);
  });

  it('answers 503 while the database refuses connections and recovers by itself', async () => {
    const me = await registerMember(sut);
    await proxy.refuse();
    const down = await publicRooms(bearer(me.token));
    expect(down.status).toBe(503);
    expect(down.body).toEqual(UNAVAILABLE);
    const ready = await sut.app.inject({ method: 'GET', url: '/ready' });
    expect(ready.statusCode).toBe(503);
    await proxy.accept();
    expect((await publicRooms(me.headers)).status).toBe(200);
    expect((await sut.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(200);
  });

  it('answers 503 within a bounded time when the database hangs, and recovers when it answers', async () => {
    const me = await registerMember(sut);
    proxy.stall();
    const hung = await publicRooms(me.headers);
    expect(hung.status).toBe(503);
    expect(hung.body).toEqual(UNAVAILABLE);
    expect(hung.ms).toBeLessThan(5_000);
    proxy.resume();
    expect((await publicRooms(me.headers)).status).toBe(200);
  });
});
