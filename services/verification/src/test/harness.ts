import { randomBytes } from 'node:crypto';
import {
  type EventEnvelope,
  type EventPayload,
  type EventSubject,
  idCardCheckChar,
} from '@taishan/contracts';
import { EventBus } from '@taishan/events';
import {
  createTestContext,
  createTokenMinter,
  type EventProbe,
  eventually,
  probeEvents,
  publishTestEvent,
  type TestContext,
} from '@taishan/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import type { Kysely } from 'kysely';
import pino from 'pino';
import { v7 as uuidv7 } from 'uuid';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { readVerificationConfig, type VerificationConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { VerificationContext } from '../domain/context.js';

export interface Sut {
  app: FastifyInstance;
  ctx: VerificationContext;
  db: Kysely<Database>;
  config: VerificationConfig;
  /** A second connection playing auth (publishes user events). */
  bus: EventBus;
  events: EventProbe;
  test: TestContext;
  token(userId: string, claims?: Record<string, unknown>): Promise<string>;
}

/**
 * One verification service per test file on its own database and NATS prefix, with its own ID key.
 * There is no auth service: tokens are signed with a key this harness holds.
 */
export function useVerificationService(overrides: Record<string, string> = {}): Sut {
  const sut = {} as Sut;
  beforeAll(async () => {
    sut.test = await createTestContext();
    sut.config = readVerificationConfig({
      ...sut.test.env,
      ID_ENCRYPTION_KEY: randomBytes(32).toString('base64'),
      ...overrides,
    });
    const minter = await createTokenMinter();
    sut.token = (userId, claims = {}) => minter.mint(userId, claims, 300);
    sut.events = await probeEvents(sut.test.natsUrl, sut.test.natsPrefix);
    const built = await buildApp(sut.config, { keys: minter.keys });
    sut.app = built.app;
    sut.ctx = built.ctx;
    sut.db = built.ctx.db;
    sut.bus = await EventBus.connect({
      url: sut.test.natsUrl,
      prefix: sut.test.natsPrefix,
      name: 'verification-test',
      logger: pino({ level: 'silent' }),
    });
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

export { eventually };

export async function publishEvent<S extends EventSubject>(
  sut: Sut,
  subject: S,
  payload: EventPayload<S>,
  id: string = uuidv7(),
): Promise<EventEnvelope<S>> {
  return publishTestEvent(sut.bus, subject, payload, id);
}

let counter = 0;
export const uniqueName = (prefix = 'daoyou') => {
  counter += 1;
  return `${prefix}_${Date.now().toString(36).slice(-5)}${counter}`;
};

export interface Member {
  id: string;
  username: string;
  nickname: string;
  headers: { authorization: string };
}

/** A member as auth would announce them, waited for until the projection holds them. */
export async function registerMember(sut: Sut, opts: { nickname?: string } = {}): Promise<Member> {
  const id = uuidv7();
  const username = uniqueName();
  const nickname = opts.nickname ?? '清风';
  await publishEvent(sut, 'events.user.registered', {
    userId: id,
    username,
    nickname,
    avatar: null,
    role: 'member',
    createdAt: new Date().toISOString(),
  });
  await eventually(() =>
    sut.db.selectFrom('members').select('user_id').where('user_id', '=', id).executeTakeFirst(),
  );
  return { id, username, nickname, headers: bearer(await sut.token(id, { username })) };
}

/** An admin token (auth's admin audience). */
export async function adminHeaders(sut: Sut, id: string = uuidv7()) {
  return bearer(await sut.token(id, { role: 'admin', aud: 'admin', username: 'admin' }));
}

let serial = 100;
/** A valid 18-digit number (GB 11643 check character) with a fresh sequence part. */
export function makeIdCard(birth = '19900307', region = '110105'): string {
  serial = serial >= 999 ? 100 : serial + 1;
  const first17 = `${region}${birth}${serial}`;
  return first17 + idCardCheckChar(first17);
}

let phoneSerial = 10_000_000;
export const makePhone = () => `138${(phoneSerial++).toString().padStart(8, '0')}`;

/** Submits through the route and returns the reply. */
export async function submit(
  sut: Sut,
  member: Member,
  body: Partial<{ realName: unknown; idCard: unknown; phone: unknown }> = {},
): Promise<LightMyRequestResponse> {
  return sut.app.inject({
    method: 'POST',
    url: '/api/user/verification/submit',
    headers: member.headers,
    payload: { realName: '张三丰', idCard: makeIdCard(), phone: makePhone(), ...body },
  });
}
