import { createTestContext, type RunningStack, startStack, type TestContext } from '@taishan/testing';
import { importJWK, type JWK, SignJWT } from 'jose';
import pg from 'pg';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import { newPage, storeSession } from './browser.js';

export const ADMIN_INITIAL_PASSWORD = 'e2e-initial-pass';

export interface E2eStack {
  ctx: TestContext;
  stack: RunningStack;
  baseUrl: string;
  /** Mints a token with auth's real key read from the test database (for expiry tests). */
  mintToken(
    claims: { sub: string; username: string; aud?: string; role?: string },
    ttlSeconds: number,
  ): Promise<string>;
}

/**
 * The real services and gateway, built, on free ports, against a fresh database and prefixes;
 * `env` adds variables for every process (the gateway's support contacts, say).
 */
export function useStack(env: Record<string, string> = {}): E2eStack {
  const e2e = {} as E2eStack;
  beforeAll(async () => {
    e2e.ctx = await createTestContext();
    e2e.stack = await startStack(e2e.ctx.env, {
      ADMIN_INITIAL_PASSWORD,
      // The browser tests sign in many times from one address.
      RATE_LIMIT_AUTH_MAX: '1000',
      RATE_LIMIT_MEMBER_MAX: '100000',
      RATE_LIMIT_ADDRESS_MAX: '100000',
      LOG_LEVEL: process.env.E2E_LOG_LEVEL ?? 'warn',
      ...env,
    });
    e2e.baseUrl = e2e.stack.gatewayUrl;
    e2e.mintToken = async (claims, ttlSeconds) => {
      const client = new pg.Client({ connectionString: e2e.ctx.databaseUrl });
      await client.connect();
      const { rows } = await client.query(
        'select kid, private_jwk from auth.signing_keys where retired_at is null',
      );
      await client.end();
      const key = await importJWK(rows[0].private_jwk as JWK, 'EdDSA');
      return new SignJWT({ role: claims.role ?? 'member', username: claims.username })
        .setProtectedHeader({ alg: 'EdDSA', kid: rows[0].kid })
        .setSubject(claims.sub)
        .setAudience(claims.aud ?? 'member')
        .setIssuer('taishan-auth')
        .setIssuedAt(Math.floor(Date.now() / 1000) - 3600)
        .setExpirationTime(Math.floor(Date.now() / 1000) + ttlSeconds)
        .sign(key);
    };
  });
  afterAll(async () => {
    await e2e.stack?.stop();
    await e2e.ctx?.cleanup();
  });
  return e2e;
}

/** Registers a member straight through the gateway's API (setup, not the behaviour under test). */
export async function registerViaApi(baseUrl: string, username: string, nickname = '测试道友') {
  const res = await fetch(`${baseUrl}/api/auth/register`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ username, password: 'secret123', nickname, email: null }),
  });
  if (res.status !== 201) throw new Error(`register ${username}: ${res.status} ${await res.text()}`);
  return (await res.json()) as { token: string; user: { id: string; username: string } };
}

let n = 0;
export function uniqueUsername(prefix = 'e2e'): string {
  n += 1;
  return `${prefix}_${Date.now().toString(36).slice(-6)}${n}`;
}

/** A member signed in in a browser of their own (registered through the API, session stored). */
export interface BrowserMember {
  username: string;
  nickname: string;
  token: string;
  id: string;
  context: BrowserContext;
  page: Page;
}

export async function memberInBrowser(
  browser: Browser,
  baseUrl: string,
  nickname: string,
  options: { prefix?: string; viewport?: { width: number; height: number } } = {},
): Promise<BrowserMember> {
  const username = uniqueUsername(options.prefix);
  const { token, user } = await registerViaApi(baseUrl, username, nickname);
  const { context, page } = await newPage(browser, baseUrl, options.viewport);
  await page.goto('/');
  await storeSession(page, token, user);
  return { username, nickname, token, id: user.id, context, page };
}
