import type { EventEnvelope, EventPayload, EventSubject } from '@taishan/contracts';
import { EventBus } from '@taishan/events';
import type { FastifyInstance } from 'fastify';
import type { JWTVerifyGetKey } from 'jose';
import pino from 'pino';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll } from 'vitest';
import { createTestContext, type TestContext } from './context.js';
import { type EventProbe, probeEvents } from './events.js';
import { createTokenMinter } from './tokens.js';
import { publishTestEvent } from './wait.js';

export interface ServiceSut<Config, Ctx> {
  app: FastifyInstance;
  ctx: Ctx;
  /** The service's own database (its context's). */
  db: Ctx extends { db: infer D } ? D : never;
  config: Config;
  test: TestContext;
  /** A second NATS connection playing the other services (publishes their events, listens). */
  bus: EventBus;
  /** Every event the service under test publishes. */
  events: EventProbe;
  /** A token as auth would sign it (claims override role, username, aud; ttl in seconds). */
  token(userId: string, claims?: Record<string, unknown>, ttlSeconds?: number): Promise<string>;
  /** Publishes an event as another service's outbox relay would (a fresh id unless given). */
  publish<S extends EventSubject>(
    subject: S,
    payload: EventPayload<S>,
    id?: string,
  ): Promise<EventEnvelope<S>>;
}

export interface ServiceHarnessOptions<Config, Ctx> {
  /** The service's config reader, given the test context's environment and the overrides. */
  readConfig: (env: Record<string, string>) => Config;
  /** The service's buildApp, trusting the harness's token key instead of auth's JWKS. */
  build: (config: Config, keys: JWTVerifyGetKey) => Promise<{ app: FastifyInstance; ctx: Ctx }>;
  /** Variables every test file of this service needs (cheaper hashing, a test key...). */
  env?: Record<string, string>;
  /** Per-file overrides, or a function of the test context (e.g. a proxy in front of its database). */
  overrides?: Record<string, string> | ((test: TestContext) => Promise<Record<string, string>>);
}

/**
 * One service per test file on its own database, NATS prefix and Redis prefix, built the way
 * server.ts builds it. There is no auth service: tokens are signed with a key this harness
 * holds. Everything is closed and dropped after the file.
 */
export function useServiceHarness<Config, Ctx>(
  options: ServiceHarnessOptions<Config, Ctx>,
): ServiceSut<Config, Ctx> {
  const sut = {} as ServiceSut<Config, Ctx>;
  beforeAll(async () => {
    sut.test = await createTestContext();
    const overrides =
      typeof options.overrides === 'function' ? await options.overrides(sut.test) : (options.overrides ?? {});
    sut.config = options.readConfig({ ...sut.test.env, ...options.env, ...overrides });
    const minter = await createTokenMinter();
    sut.token = (userId, claims = {}, ttl = 600) => minter.mint(userId, claims, ttl);
    sut.events = await probeEvents(sut.test.natsUrl, sut.test.natsPrefix);
    sut.bus = await EventBus.connect({
      url: sut.test.natsUrl,
      prefix: sut.test.natsPrefix,
      name: 'test-peer',
      logger: pino({ level: 'silent' }),
    });
    sut.publish = (subject, payload, id = uuidv7()) => publishTestEvent(sut.bus, subject, payload, id);
    const built = await options.build(sut.config, minter.keys);
    sut.app = built.app;
    sut.ctx = built.ctx;
    sut.db = (built.ctx as { db?: unknown }).db as ServiceSut<Config, Ctx>['db'];
  });
  afterAll(async () => {
    await sut.app?.close();
    await sut.bus?.close();
    await sut.events?.close();
    await sut.test?.cleanup();
  });
  return sut;
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

/** Publishes an event into the service under test as another service would. */
export function publishEvent<S extends EventSubject>(
  sut: { publish: ServiceSut<unknown, unknown>['publish'] },
  subject: S,
  payload: EventPayload<S>,
  id?: string,
): Promise<EventEnvelope<S>> {
  return sut.publish(subject, payload, id);
}

let counter = 0;
/** A username no other test of this run uses. */
export function uniqueName(prefix = 'daoyou'): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36).slice(-5)}${counter}`;
}
