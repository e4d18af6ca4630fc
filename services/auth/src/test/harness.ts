import { bearer, type ServiceSut, uniqueName, useServiceHarness } from '@taishan/testing';
import type { FastifyInstance, LightMyRequestResponse } from 'fastify';
import { buildApp } from '../app.js';
import { type AuthConfig, readAuthConfig } from '../config.js';
import type { AuthContext } from '../domain/context.js';

export const ADMIN_PASSWORD = 'initial-admin-pass';

export type Sut = ServiceSut<AuthConfig, AuthContext>;

/**
 * One auth service per test file on its own database and NATS prefix. Auth signs
 * and verifies with its own key, so the harness's token key goes unused; argon2 runs with its
 * smallest allowed cost so the many password checks stay quick.
 */
export function useAuthService(overrides: Record<string, string> = {}): Sut {
  return useServiceHarness({
    readConfig: readAuthConfig,
    build: (config) => buildApp(config),
    env: { ADMIN_INITIAL_PASSWORD: ADMIN_PASSWORD, ARGON2_MEMORY_KIB: '8192', ARGON2_TIME_COST: '1' },
    overrides,
  });
}

export { bearer, uniqueName };

/** A member signed up through the API: their access token, refresh cookie and user. */
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

/** The console token of the first admin (with `mustChangePassword` until it is changed). */
export async function adminToken(app: FastifyInstance, password = ADMIN_PASSWORD): Promise<string> {
  const res = await app.inject({
    method: 'POST',
    url: '/api/admin/login',
    payload: { username: 'admin', password },
  });
  return (res.json() as { token: string }).token;
}

/** The versions a save names: the ones stored now (what a form opened just now was based on). */
export async function currentVersions(app: FastifyInstance, token: string) {
  const [me, settings] = await Promise.all([
    app.inject({ method: 'GET', url: '/api/auth/user', headers: bearer(token) }),
    app.inject({ method: 'GET', url: '/api/user/settings', headers: bearer(token) }),
  ]);
  return {
    profile: (me.json() as { profileVersion: number }).profileVersion,
    settings: (settings.json() as { version: number }).version,
  };
}

/** PUT /api/user/profile based on `version` (by default the stored one). */
export async function putProfile(
  app: FastifyInstance,
  token: string,
  payload: unknown,
  version?: number,
): Promise<LightMyRequestResponse> {
  const based = version ?? (await currentVersions(app, token)).profile;
  return app.inject({
    method: 'PUT',
    url: '/api/user/profile',
    headers: { ...bearer(token), 'if-match': `"${based}"` },
    payload: payload as Record<string, unknown>,
  });
}

/** PUT /api/user/settings based on `version` (by default the stored one). */
export async function putSettings(
  app: FastifyInstance,
  token: string,
  payload: unknown,
  version?: number,
): Promise<LightMyRequestResponse> {
  const based = version ?? (await currentVersions(app, token)).settings;
  return app.inject({
    method: 'PUT',
    url: '/api/user/settings',
    headers: { ...bearer(token), 'if-match': `"${based}"` },
    payload: payload as Record<string, unknown>,
  });
}
