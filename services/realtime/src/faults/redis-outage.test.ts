import { type OwnServer, startRedisServer } from '@taishan/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instance } from '../test/harness.js';
import { newUserId, useRealtime } from '../test/harness.js';

/** Realtime on a Redis of this test's own that stops answering (SIGSTOP). */
let redis: OwnServer;
let instance: Instance;
const sut = useRealtime({ REDIS_COMMAND_TIMEOUT_MS: '100' });

beforeAll(async () => {
  redis = await startRedisServer();
  instance = await sut.build({ REDIS_URL: redis.url });
});
afterAll(async () => {
  redis?.resume();
  await redis?.stop();
});

describe('a Redis that stops answering', () => {
  it('still signs members in and delivers, and says presence is degraded on /ready', async () => {
    redis.pause();
    try {
      const started = Date.now();
      const a = await sut.signIn(newUserId(), { app: instance.app });
      expect(Date.now() - started).toBeLessThan(3_000);
      const userId = newUserId();
      sut.chat.join(userId, 'general');
      const b = await sut.signIn(userId, { app: instance.app });
      await sut.chat.publishRoom('general', {
        type: 'typing',
        data: { chatId: 'general', userId: 'x', nickname: '清风', isTyping: true },
      });
      expect((await b.next('typing')).data.chatId).toBe('general');
      a.close();

      const ready = await instance.app.inject({ method: 'GET', url: '/ready' });
      expect(ready.statusCode).toBe(200);
      expect(ready.json().status).toBe('degraded');
      expect(ready.json().checks.redis).toMatch(/presence unknown/);
    } finally {
      redis.resume();
    }
    await expect
      .poll(async () => (await instance.app.inject({ method: 'GET', url: '/ready' })).json().status)
      .toBe('ready');
  });
});
