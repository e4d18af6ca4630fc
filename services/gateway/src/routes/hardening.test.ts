import { randomUUID } from 'node:crypto';
import { connect } from 'node:net';
import { beforeAll, describe, expect, it } from 'vitest';
import { useGateway } from '../test/harness.js';

const sut = useGateway({
  RATE_LIMIT_AUTH_MAX: '2',
  RATE_LIMIT_MEMBER_MAX: '4',
  RATE_LIMIT_ADDRESS_MAX: '4',
  RATE_LIMIT_WEBSOCKET_MAX: '6',
  BODY_LIMIT_BYTES: String(64 * 1024),
});

const BAD_PATH = { statusCode: 400, code: 'BAD_PATH', error: 'Bad Request', message: '请求路径无效' };

/**
 * One request written byte for byte on a socket: inject() and fetch() both tidy a path up before
 * sending it, and the point here is what the gateway does with a path nobody tidied.
 */
function raw(port: number, method: string, path: string, headers: Record<string, string>, body = '') {
  return new Promise<{ status: number; body: string }>((resolve, reject) => {
    const socket = connect(port, '127.0.0.1', () => {
      const lines = Object.entries({ host: 'localhost', connection: 'close', ...headers })
        .map(([k, v]) => `${k}: ${v}`)
        .join('\r\n');
      socket.write(
        `${method} ${path} HTTP/1.1\r\n${lines}\r\ncontent-length: ${Buffer.byteLength(body)}\r\n\r\n${body}`,
      );
    });
    let data = Buffer.alloc(0);
    const done = () => {
      const text = data.toString('utf8');
      const head = text.indexOf('\r\n\r\n');
      if (head < 0) return false;
      const length = Number(/content-length: (\d+)/i.exec(text.slice(0, head))?.[1] ?? -1);
      const body = data.subarray(Buffer.byteLength(text.slice(0, head)) + 4);
      if (length >= 0 && body.length < length) return false;
      resolve({ status: Number(text.slice(9, 12)), body: body.toString('utf8') });
      socket.destroy();
      return true;
    };
    socket.on('data', (chunk: Buffer) => {
      data = Buffer.concat([data, chunk]);
      done();
    });
    socket.on('end', () => done());
    socket.on('error', reject);
  });
}

describe('paths that would mean something else after the proxy', () => {
  let port = 0;
  beforeAll(async () => {
    const app = await sut.build();
    await app.listen({ port: 0, host: '127.0.0.1' });
    port = (app.server.address() as { port: number }).port;
  });

  it.each([
    ['a dot segment', 'POST', '/api/auth/./register'],
    ['a dot-dot segment', 'GET', '/api/wallet/../users/search'],
    ['an encoded dot segment', 'POST', '/api/auth/%2e/login'],
    ['an encoded slash', 'GET', '/api/users%2fsearch'],
    ['a backslash', 'POST', '/api/auth\\login'],
    ['an encoded backslash', 'POST', '/api/auth%5clogin'],
    ['a fragment', 'POST', '/api/auth/login#x'],
    ['a doubled slash', 'POST', '/api//auth/login'],
    ['a leading doubled slash', 'GET', '//api/users/search'],
    ['a trailing slash', 'POST', '/api/auth/login/'],
    ['a semicolon', 'POST', '/api/auth/login;x=1'],
    ['percent-encoding', 'GET', '/api/users/%61bc'],
    ['an encoded NUL', 'GET', '/api/users/a%00b'],
    ['a dot segment in an app path', 'GET', '/admin/../index.html'],
  ])('refuses %s with 400 before limits, tokens or routing see it', async (_name, method, url) => {
    const before = sut.seen.length;
    const res = await raw(
      port,
      method,
      url,
      { authorization: `Bearer ${await sut.token()}`, 'content-type': 'application/json' },
      method === 'POST' ? '{"username":"a","password":"b"}' : '',
    );
    expect(res.status).toBe(400);
    expect(JSON.parse(res.body)).toEqual(BAD_PATH);
    expect(sut.seen.length).toBe(before);
  });

  it('keeps the login limit on every spelling of the login path', async () => {
    const statuses: number[] = [];
    for (const url of [
      '/api/auth/register',
      '/api/auth/./register',
      '/api/auth/register',
      '/api/auth/register',
    ]) {
      statuses.push((await raw(port, 'POST', url, { 'content-type': 'application/json' }, '{}')).status);
    }
    expect(statuses).toEqual([200, 400, 200, 429]);
  });

  it('forwards exactly the path it checked', async () => {
    const res = await sut.gateway.inject({
      method: 'GET',
      url: '/api/users/search?q=%E6%B8%85%E9%A3%8E',
      headers: { authorization: `Bearer ${await sut.token()}` },
    });
    expect(res.statusCode).toBe(200);
    expect(sut.seen.at(-1)?.url).toBe('/api/users/search?q=%E6%B8%85%E9%A3%8E');
  });
});

describe('budgets for a shared address', () => {
  const get = async (remoteAddress: string, authorization?: string) =>
    (
      await sut.gateway.inject({
        method: 'GET',
        url: '/api/users/search?q=x',
        remoteAddress,
        headers: authorization ? { authorization } : {},
      })
    ).statusCode;

  it('gives each signed-in member behind one address a budget of their own', async () => {
    const address = '198.51.100.70';
    const members = await Promise.all([1, 2, 3].map(() => sut.tokenFor(randomUUID())));
    const statuses: number[] = [];
    for (const token of members)
      for (let i = 0; i < 4; i++) statuses.push(await get(address, `Bearer ${token}`));
    expect(statuses.every((s) => s === 200)).toBe(true);
    expect(await get(address, `Bearer ${members[0]}`)).toBe(429);
  });

  it('counts a member on every address against the same budget', async () => {
    const token = `Bearer ${await sut.tokenFor(randomUUID())}`;
    const statuses = [];
    for (let i = 0; i < 5; i++) statuses.push(await get(`198.51.100.${80 + i}`, token));
    expect(statuses).toEqual([200, 200, 200, 200, 429]);
  });

  it('counts requests without a valid token per address', async () => {
    const address = '198.51.100.90';
    const statuses = [];
    for (let i = 0; i < 5; i++)
      statuses.push(await get(address, i % 2 ? 'Bearer forged.token.here' : undefined));
    expect(statuses).toEqual([401, 401, 401, 401, 429]);
    expect(await get('198.51.100.91')).toBe(401);
  });

  it('gives websocket upgrades their own per-address budget', async () => {
    const address = '198.51.100.100';
    for (let i = 0; i < 4; i++) await get(address);
    expect(await get(address)).toBe(429);
    const upgrades = [];
    for (let i = 0; i < 7; i++) {
      upgrades.push(
        (await sut.gateway.inject({ method: 'GET', url: '/ws', remoteAddress: address })).statusCode,
      );
    }
    expect(upgrades.slice(0, 6).every((s) => s !== 429)).toBe(true);
    expect(upgrades[6]).toBe(429);
  });

  it('does not count the apps themselves', async () => {
    const address = '198.51.100.110';
    for (let i = 0; i < 10; i++) {
      expect((await sut.gateway.inject({ method: 'GET', url: '/', remoteAddress: address })).statusCode).toBe(
        200,
      );
    }
  });
});

describe('request bodies over the limit', () => {
  const TOO_LARGE = {
    statusCode: 413,
    code: 'BODY_TOO_LARGE',
    error: 'Payload Too Large',
    message: '请求内容过大',
  };

  it('refuses a declared body over the limit with 413 and forwards nothing', async () => {
    const before = sut.seen.length;
    const res = await sut.gateway.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: { authorization: `Bearer ${await sut.token()}`, 'content-type': 'application/octet-stream' },
      payload: Buffer.alloc(10 * 1024 * 1024, 1),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
    expect(sut.seen.length).toBe(before);
  });

  it('cuts off a body without a declared length at the limit with 413', async () => {
    const { Readable } = await import('node:stream');
    const chunks = Array.from({ length: 40 }, () => Buffer.alloc(4096, 2));
    const res = await sut.gateway.inject({
      method: 'POST',
      url: '/api/user/avatar',
      headers: {
        authorization: `Bearer ${await sut.token()}`,
        'content-type': 'application/octet-stream',
        'transfer-encoding': 'chunked',
      },
      payload: Readable.from(chunks),
    });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toEqual(TOO_LARGE);
  });
});
