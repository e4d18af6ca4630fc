import { type OwnServer, startRedisServer } from '@taishan/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { useGateway } from '../test/harness.js';

/** The gateway in front of a Redis of this test's own that stops answering (SIGSTOP). */
let redis: OwnServer;
const sut = useGateway({ RATE_LIMIT_AUTH_MAX: '2', REDIS_COMMAND_TIMEOUT_MS: '100' });
let gateway: Awaited<ReturnType<typeof sut.build>>;

beforeAll(async () => {
  redis = await startRedisServer();
  gateway = await sut.build({ REDIS_URL: redis.url });
});
afterAll(() => redis?.stop());

async function timed(work: () => Promise<{ statusCode: number }>) {
  const started = Date.now();
  const res = await work();
  return { status: res.statusCode, ms: Date.now() - started };
}

const login = (remoteAddress: string) => () =>
  gateway.inject({
    method: 'POST',
    url: '/api/auth/login',
    remoteAddress,
    payload: { username: 'a', password: 'b' },
  });

describe('a Redis that stops answering', () => {
  it('keeps answering, counts the login limit in the process and says so on /ready', async () => {
    expect((await timed(login('192.0.2.1'))).status).toBe(200);
    redis.pause();
    try {
      const attempts = [];
      for (let i = 0; i < 3; i++) attempts.push(await timed(login('192.0.2.2')));
      expect(attempts.map((a) => a.status)).toEqual([200, 200, 429]);
      // Bounded by the command timeout, never by how long Redis stays paused.
      for (const attempt of attempts) expect(attempt.ms).toBeLessThan(2_000);

      const api = await timed(async () =>
        gateway.inject({
          method: 'GET',
          url: '/api/users/search?q=x',
          headers: { authorization: `Bearer ${await sut.token()}` },
        }),
      );
      expect(api.status).toBe(200);
      expect(api.ms).toBeLessThan(2_000);

      const ready = await gateway.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json()).toMatchObject({ status: 'degraded', service: 'gateway' });
      expect(ready.json().checks.redis).toMatch(/rate limits counted per process/);
    } finally {
      redis.resume();
    }
    await expect
      .poll(async () => (await gateway.inject({ method: 'GET', url: '/ready' })).json().status)
      .toBe('ready');
  });
});
