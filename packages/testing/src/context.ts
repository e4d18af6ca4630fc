import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';
import { connect } from 'nats';
import pg from 'pg';
import { resolveInfra } from './infra.js';

export interface TestContext {
  databaseUrl: string;
  redisUrl: string;
  redisPrefix: string;
  natsUrl: string;
  natsPrefix: string;
  /** The environment a service process would read, pointed at this context. */
  env: Record<string, string>;
  cleanup(): Promise<void>;
}

export function uniqueId(): string {
  return `${Date.now().toString(36)}${randomBytes(4).toString('hex')}`;
}

/**
 * A fresh database, NATS subject prefix and Redis key prefix for one test file; cleanup drops the
 * database, deletes the stream and removes the keys, so no state is assumed and none is left.
 */
export async function createTestContext(): Promise<TestContext> {
  const infra = await resolveInfra();
  const id = uniqueId();
  const dbName = `t_${id}`;
  const admin = new pg.Client({ connectionString: infra.postgresUrl });
  await admin.connect();
  await admin.query(`create database "${dbName}"`);
  await admin.end();
  const databaseUrl = new URL(infra.postgresUrl);
  databaseUrl.pathname = `/${dbName}`;
  const natsPrefix = `t${id}`;
  const redisPrefix = `t:${id}:`;
  return {
    databaseUrl: databaseUrl.toString(),
    redisUrl: infra.redisUrl,
    redisPrefix,
    natsUrl: infra.natsUrl,
    natsPrefix,
    env: {
      DATABASE_URL: databaseUrl.toString(),
      REDIS_URL: infra.redisUrl,
      REDIS_PREFIX: redisPrefix,
      NATS_URL: infra.natsUrl,
      NATS_PREFIX: natsPrefix,
      NODE_ENV: 'test',
      LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
      DEMO_SEED: 'false',
    },
    async cleanup() {
      const client = new pg.Client({ connectionString: infra.postgresUrl });
      await client.connect();
      // pg's Pool.end resolves before its sockets close; forcing the drop at that moment kills a
      // closing connection whose error nobody listens to. Give them a moment to go first.
      for (let i = 0; i < 50; i++) {
        const { rows } = await client.query(
          'select count(*)::int as n from pg_stat_activity where datname = $1',
          [dbName],
        );
        if (rows[0].n === 0) break;
        await new Promise((r) => setTimeout(r, 100));
      }
      await client.query(`drop database if exists "${dbName}" with (force)`);
      await client.end();
      const nc = await connect({ servers: infra.natsUrl });
      const jsm = await nc.jetstreamManager();
      await jsm.streams.delete(`${natsPrefix}_EVENTS`).catch(() => false);
      await nc.close();
      const redis = new Redis(infra.redisUrl);
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', `${redisPrefix}*`, 'COUNT', 500);
        cursor = next;
        if (keys.length) await redis.del(...keys);
      } while (cursor !== '0');
      redis.disconnect();
    },
  };
}
