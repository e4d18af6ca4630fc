import { createTestContext, type EventProbe, probeEvents, type TestContext } from '@taishan/testing';
import type { FastifyInstance } from 'fastify';
import type { Kysely } from 'kysely';
import { afterAll, beforeAll } from 'vitest';
import { buildApp } from '../app.js';
import { type AuthConfig, readAuthConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { AuthContext } from '../domain/context.js';

export const ADMIN_PASSWORD = 'initial-admin-pass';

export interface Sut {
  app: FastifyInstance;
  ctx: AuthContext;
  db: Kysely<Database>;
  config: AuthConfig;
  events: EventProbe;
  test: TestContext;
}

/** One auth service per test file on its own database, NATS prefix and Redis prefix. */
export function useAuthService(overrides: Record<string, string> = {}): Sut {
  const sut = {} as Sut;
  beforeAll(async () => {
    sut.test = await createTestContext();
    sut.config = readAuthConfig({
      ...sut.test.env,
      ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD,
      // Cheaper hashing keeps the suite quick; production uses the OWASP parameters.
      ARGON2_MEMORY_KIB: '8192',
      ARGON2_TIME_COST: '1',
      ...overrides,
    });
    sut.events = await probeEvents(sut.test.natsUrl, sut.test.natsPrefix);
    const built = await buildApp(sut.config);
    sut.app = built.app;
    sut.ctx = built.ctx;
    sut.db = built.ctx.db;
  });
  afterAll(async () => {
    await sut.app?.close();
    await sut.events?.close();
    await sut.test?.cleanup();
  });
  return sut;
}

let counter = 0;
export function uniqueName(prefix = 'user'): string {
  counter += 1;
  return `${prefix}_${Date.now().toString(36).slice(-5)}${counter}`;
}

export async function registerMember(app: FastifyInstance, overrides: Record<string, unknown> = {}) {
  const username = (overrides.username as string) ?? uniqueName();
  const res = await app.inject({
    method: 'POST',
    url: '/api/auth/register',
    payload: { username, password: 'secret123', nickname: '清风', email: null, ...overrides },
  });
  if (res.statusCode !== 201) throw new Error(`register failed: ${res.statusCode} ${res.body}`);
  const body = res.json() as { token: string; user: { id: string; username: string } };
  const cookie = res.cookies.find((c) => c.name === 'ts_refresh')!;
  return { token: body.token, user: body.user, refresh: cookie.value, username };
}

export const bearer = (token: string) => ({ authorization: `Bearer ${token}` });

export async function adminToken(app: FastifyInstance, password = ADMIN_PASSWORD): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: 'admin', password },
  });
  return (res.json() as { token: string }).token;
}
