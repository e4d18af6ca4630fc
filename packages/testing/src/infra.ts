import { execFileSync } from 'node:child_process';
import { Redis } from 'ioredis';
import { connect } from 'nats';
import pg from 'pg';

export interface Infra {
  /** A server URL whose path is the maintenance database; test databases are made beside it. */
  postgresUrl: string;
  redisUrl: string;
  natsUrl: string;
}

let resolved: Promise<Infra> | undefined;

/**
 * Finds Postgres, Redis and NATS: from TEST_POSTGRES_URL / REDIS_URL / NATS_URL, else on localhost;
 * when they do not answer and a Docker engine does, testcontainers starts them; otherwise the error
 * names exactly what is missing.
 */
export function resolveInfra(env: Record<string, string | undefined> = process.env): Promise<Infra> {
  resolved ??= discover(env);
  return resolved;
}

async function discover(env: Record<string, string | undefined>): Promise<Infra> {
  const wanted: Infra = {
    postgresUrl: env.TEST_POSTGRES_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres',
    redisUrl: env.REDIS_URL ?? 'redis://127.0.0.1:6379',
    natsUrl: env.NATS_URL ?? 'nats://127.0.0.1:4222',
  };
  const missing = await unreachable(wanted);
  if (missing.length === 0) return wanted;
  if (dockerAvailable()) return startContainers();
  throw new Error(
    `Tests need real services and these did not answer: ${missing.join('; ')}. ` +
      'Start them locally, point TEST_POSTGRES_URL / REDIS_URL / NATS_URL at running ones, or run where a Docker engine is available so testcontainers can start them.',
  );
}

async function unreachable(infra: Infra): Promise<string[]> {
  const problems: string[] = [];
  const client = new pg.Client({ connectionString: infra.postgresUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (err) {
    problems.push(`PostgreSQL at ${infra.postgresUrl} (${(err as Error).message})`);
  } finally {
    await client.end().catch(() => {});
  }
  const redis = new Redis(infra.redisUrl, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    connectTimeout: 3000,
  });
  try {
    await redis.connect();
    await redis.ping();
  } catch (err) {
    problems.push(`Redis at ${infra.redisUrl} (${(err as Error).message})`);
  } finally {
    redis.disconnect();
  }
  try {
    const nc = await connect({ servers: infra.natsUrl, timeout: 3000, reconnect: false });
    const jsm = await nc.jetstreamManager();
    await jsm.getAccountInfo();
    await nc.close();
  } catch (err) {
    problems.push(`NATS with JetStream at ${infra.natsUrl} (${(err as Error).message})`);
  }
  return problems;
}

function dockerAvailable(): boolean {
  try {
    execFileSync('docker', ['info', '--format', '{{.ServerVersion}}'], { stdio: 'pipe', timeout: 5000 });
    return true;
  } catch {
    return false;
  }
}

async function startContainers(): Promise<Infra> {
  const { GenericContainer, Wait } = await import('testcontainers');
  const [postgres, redis, nats] = await Promise.all([
    new GenericContainer('postgres:15-alpine')
      .withEnvironment({ POSTGRES_HOST_AUTH_METHOD: 'trust' })
      .withExposedPorts(5432)
      .withWaitStrategy(Wait.forLogMessage(/ready to accept connections/, 2))
      .start(),
    new GenericContainer('redis:7-alpine').withExposedPorts(6379).start(),
    new GenericContainer('nats:2.10-alpine').withCommand(['-js']).withExposedPorts(4222).start(),
  ]);
  return {
    postgresUrl: `postgres://postgres@${postgres.getHost()}:${postgres.getMappedPort(5432)}/postgres`,
    redisUrl: `redis://${redis.getHost()}:${redis.getMappedPort(6379)}`,
    natsUrl: `nats://${nats.getHost()}:${nats.getMappedPort(4222)}`,
  };
}
