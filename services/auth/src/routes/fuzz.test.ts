import {
  adminLoginBody,
  adminPasswordBody,
  adminUsersQuery,
  adminUserUpdate,
  loginBody,
  profileUpdate,
  recipientSearchQuery,
  registerBody,
  settingsUpdate,
  userSearchQuery,
} from '@taishan/contracts';
import { describeFuzz } from '@taishan/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import {
  ADMIN_PASSWORD,
  adminToken,
  bearer,
  registerMember,
  uniqueName,
  useAuthService,
} from '../test/harness.js';

/**
 * Every API route of auth, fed generated bodies and query strings shaped by its contract schema
 * (and hostile ones): no answer may be a 5xx, every 4xx says what is wrong in Chinese.
 */
const sut = useAuthService();
const ADMIN_NEW_PASSWORD = 'changed-admin-pass';
let member: Awaited<ReturnType<typeof registerMember>>;
let other: Awaited<ReturnType<typeof registerMember>>;
let admin: Record<string, string>;

beforeAll(async () => {
  member = await registerMember(sut.app);
  other = await registerMember(sut.app);
  const first = await adminToken(sut.app);
  await sut.app.inject({
    method: 'POST',
    url: '/api/admin/password',
    headers: bearer(first),
    payload: { currentPassword: ADMIN_PASSWORD, newPassword: ADMIN_NEW_PASSWORD },
  });
  admin = bearer(await adminToken(sut.app, ADMIN_NEW_PASSWORD));
});

const asMember = () => bearer(member.token);
const asAdmin = () => admin;

describe('fuzzed requests', () => {
  describeFuzz(
    () => sut.app,
    {
      'POST /api/auth/register': {
        schema: registerBody,
        headers: () => ({}),
        examples: () => [{ username: uniqueName(), password: 'secret123', nickname: '清风', email: null }],
      },
      'POST /api/auth/login': {
        schema: loginBody,
        headers: () => ({}),
        examples: () => [{ username: member.username, password: 'secret123' }],
      },
      'POST /api/admin/login': {
        schema: adminLoginBody,
        headers: () => ({}),
        examples: () => [{ username: 'admin', password: ADMIN_NEW_PASSWORD }],
      },
      'POST /api/admin/password': {
        schema: adminPasswordBody,
        headers: asAdmin,
        examples: () => [{ currentPassword: 'wrong-password', newPassword: 'another-pass-1' }],
      },
      'PUT /api/admin/users/:id': {
        schema: adminUserUpdate,
        headers: asAdmin,
        url: () => `/api/admin/users/${other.user.id}`,
        examples: () => [{ isVerified: true }],
      },
      // Based on the first version: the first valid save is written, the ones after it are stale (409).
      'PUT /api/user/profile': {
        schema: profileUpdate,
        headers: () => ({ ...asMember(), 'if-match': '"1"' }),
        examples: () => [{ nickname: '明月', email: 'a@b.cn', phone: '13800138000', bio: '道法自然' }],
      },
      'PUT /api/user/settings': {
        schema: settingsUpdate,
        headers: () => ({ ...asMember(), 'if-match': '"1"' }),
        examples: () => [{ privacy: { showOnlineStatus: false }, appearance: { theme: 'dark' } }],
      },
      'GET /api/users/search': { schema: userSearchQuery, in: 'query', headers: asMember },
      'GET /api/user/search': { schema: recipientSearchQuery, in: 'query', headers: asMember },
      'GET /api/admin/users': { schema: adminUsersQuery, in: 'query', headers: asAdmin },
    },
    {
      'POST /api/auth/refresh': 'reads only the refresh cookie',
      'POST /api/auth/logout': 'reads only the refresh cookie',
      'GET /api/auth/user': 'no input',
      'GET /api/users/:id': 'a UUID path parameter',
      'GET /api/users/:id/avatar': 'a UUID path parameter and an opaque version',
      'GET /api/user/settings': 'no input',
      'POST /api/user/avatar': 'a multipart image upload (tested with truncated and hostile files)',
      'DELETE /api/admin/users/:id': 'a UUID path parameter',
      'GET /api/admin/activities': 'no input',
    },
    { it, expect },
  );
});
