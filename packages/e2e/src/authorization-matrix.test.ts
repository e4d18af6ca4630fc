import { eventually } from '@taishan/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { ADMIN_INITIAL_PASSWORD, registerViaApi, uniqueUsername, useStack } from './support/stack.js';

/**
 * Every API route of every service, called through the gateway by a stranger (no token), the
 * member it concerns, another member, and an administrator, with the status each must get. The
 * routes come from the API document the gateway merges from every service's route contracts
 * (/api/openapi.json), so a route added without a decision here fails the first test, and a
 * decision for a route that is gone fails it too.
 */
const e2e = useStack();

type Who = 'anonymous' | 'member' | 'other' | 'admin';
const WHO: Who[] = ['anonymous', 'member', 'other', 'admin'];

interface Request {
  method: string;
  path: string;
  body?: unknown;
  form?: FormData;
  headers?: Record<string, string>;
}
interface Decision {
  /** The request as `who` makes it (fresh data where the call consumes it). */
  request: (who: Who) => Request | Promise<Request>;
  expect: Record<Who, number>;
}

interface Account {
  id: string;
  username: string;
  token: string;
}

let adminPassword = 'matrix-admin-pass';
const PASSWORD = 'secret123';
const TX_PASSWORD = '123456';
/** A 1×1 PNG. */
const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==',
  'base64',
);

let member: Account;
let other: Account;
let friend: Account;
let applicant: Account;
let adminToken = '';
let privateRoom = '';
let groupId = '';
let messageId = '';
let avatarUrl = '';
let applicationId = '';

async function api(token: string | null, req: Request) {
  const headers: Record<string, string> = { ...req.headers };
  if (token) headers.authorization = `Bearer ${token}`;
  if (['POST', 'PUT', 'PATCH'].includes(req.method)) headers['idempotency-key'] = crypto.randomUUID();
  let body: BodyInit | undefined;
  if (req.form) body = req.form;
  else if (req.body !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(req.body);
  }
  const res = await fetch(`${e2e.baseUrl}${req.path}`, { method: req.method, headers, body });
  const text = await res.text();
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    json = text;
  }
  return { status: res.status, json: json as Record<string, unknown> };
}

async function must(token: string | null, req: Request, status: number) {
  const res = await api(token, req);
  if (res.status !== status)
    throw new Error(`${req.method} ${req.path}: ${res.status} ${JSON.stringify(res.json)}`);
  return res.json;
}

/** A member every service already knows (their registration reaches chat and wallet as events). */
async function newMember(nickname = '道友'): Promise<Account> {
  const username = uniqueUsername('mx');
  const { token, user } = await registerViaApi(e2e.baseUrl, username, nickname);
  for (const path of ['/api/chats/list', '/api/user/wallet']) {
    await eventually(async () => (await api(token, { method: 'GET', path })).status === 200, 10_000);
  }
  return { id: user.id, username, token };
}

/** A friendship by consent: `a` asks, `b` accepts. */
async function befriend(a: Account, b: Account) {
  const asked = await must(a.token, { method: 'POST', path: '/api/friends', body: { friendId: b.id } }, 201);
  await must(b.token, { method: 'POST', path: `/api/friends/requests/${asked.requestId}/accept` }, 200);
}

/** A pending request from `from` to `to`, by id. */
async function ask(from: Account, to: Account): Promise<string> {
  return (await must(from.token, { method: 'POST', path: '/api/friends', body: { friendId: to.id } }, 201))
    .requestId as string;
}

/** What each member needs for their own routes to succeed: money and a transaction password. */
async function prepareWallet(account: Account) {
  await must(
    account.token,
    {
      method: 'POST',
      path: '/api/user/transaction-password',
      body: { password: TX_PASSWORD, confirmPassword: TX_PASSWORD },
    },
    200,
  );
  await must(
    account.token,
    { method: 'POST', path: '/api/wallet/recharge', body: { amount: '100.00', paymentMethod: 'alipay' } },
    200,
  );
}

/** A valid 18-digit ID number (GB 11643 check digit) for a birth date and a serial. */
function idCard(birth: string, serial: string): string {
  const body = `110105${birth}${serial}`;
  const weights = [7, 9, 10, 5, 8, 4, 2, 1, 6, 3, 7, 9, 10, 5, 8, 4, 2];
  const sum = [...body].reduce((acc, d, i) => acc + Number(d) * weights[i]!, 0);
  return body + '10X98765432'[sum % 11];
}

const avatarForm = () => {
  const form = new FormData();
  form.append('avatar', new Blob([PNG], { type: 'image/png' }), 'me.png');
  return form;
};

const tokenOf = (who: Who) =>
  who === 'anonymous' ? null : who === 'member' ? member.token : who === 'other' ? other.token : adminToken;

/** A save names the version it is based on: the caller's own, as they would have read it. */
async function ifMatchOf(who: Who, path: '/api/auth/user' | '/api/user/settings') {
  const token = tokenOf(who);
  const read =
    token && (who === 'member' || who === 'other') ? await api(token, { method: 'GET', path }) : null;
  const version = read?.status === 200 ? (read.json.profileVersion ?? read.json.version) : 1;
  return { 'if-match': `"${version}"` };
}

beforeAll(async () => {
  const first = (await must(
    null,
    {
      method: 'POST',
      path: '/api/admin/login',
      body: { username: 'admin', password: ADMIN_INITIAL_PASSWORD },
    },
    200,
  )) as { token: string };
  await must(
    first.token,
    {
      method: 'POST',
      path: '/api/admin/password',
      body: { currentPassword: ADMIN_INITIAL_PASSWORD, newPassword: adminPassword },
    },
    200,
  );
  adminToken = (
    (await must(
      null,
      { method: 'POST', path: '/api/admin/login', body: { username: 'admin', password: adminPassword } },
      200,
    )) as { token: string }
  ).token;

  [member, other, friend, applicant] = await Promise.all([
    newMember('清风'),
    newMember('明月'),
    newMember('玄真'),
    newMember('待审'),
  ]);
  await befriend(member, friend);
  const sent = await must(
    member.token,
    { method: 'POST', path: '/api/messages', body: { receiverId: friend.id, content: '道可道' } },
    201,
  );
  privateRoom = sent.roomId as string;
  const reply = await must(
    friend.token,
    { method: 'POST', path: '/api/messages', body: { receiverId: member.id, content: '非常道' } },
    201,
  );
  messageId = reply.id as string;
  groupId = (
    await must(
      member.token,
      { method: 'POST', path: '/api/chats/groups', body: { name: '清修小组', memberIds: [friend.id] } },
      201,
    )
  ).id as string;
  avatarUrl = (
    await must(member.token, { method: 'POST', path: '/api/user/avatar', form: avatarForm() }, 200)
  ).avatar as string;
  await Promise.all([prepareWallet(member), prepareWallet(other)]);
  applicationId = (
    (
      await must(
        applicant.token,
        {
          method: 'POST',
          path: '/api/user/verification/submit',
          body: { realName: '张三丰', idCard: idCard('19491231', '002'), phone: '13800138000' },
        },
        201,
      )
    ).verification as { id: string }
  ).id;
}, 120_000);

const same = (status: number): Record<Who, number> => ({
  anonymous: status,
  member: status,
  other: status,
  admin: status,
});
/** A member's own data: a stranger must sign in, an admin token is not a member's. */
const own = (status: number): Record<Who, number> => ({
  anonymous: 401,
  member: status,
  other: status,
  admin: 403,
});
/** Something of the member's: another member may not touch it. */
const theirs = (status: number, refused: number): Record<Who, number> => ({
  anonymous: 401,
  member: status,
  other: refused,
  admin: 403,
});
/** Administrators only. */
const adminOnly = (status: number): Record<Who, number> => ({
  anonymous: 401,
  member: 403,
  other: 403,
  admin: status,
});

const get = (path: string) => () => ({ method: 'GET', path });

const DECISIONS: Record<string, Decision> = {
  // auth
  'POST /api/auth/register': {
    request: () => ({
      method: 'POST',
      path: '/api/auth/register',
      body: { username: uniqueUsername('mx'), password: PASSWORD, nickname: '新道友' },
    }),
    expect: same(201),
  },
  'POST /api/auth/login': {
    request: () => ({
      method: 'POST',
      path: '/api/auth/login',
      body: { username: member.username, password: PASSWORD },
    }),
    expect: same(200),
  },
  'POST /api/auth/refresh': {
    request: () => ({ method: 'POST', path: '/api/auth/refresh' }),
    expect: same(401),
  },
  'POST /api/auth/logout': {
    request: () => ({ method: 'POST', path: '/api/auth/logout' }),
    expect: same(200),
  },
  'GET /api/auth/user': { request: get('/api/auth/user'), expect: own(200) },
  'GET /.well-known/jwks.json': { request: get('/.well-known/jwks.json'), expect: same(200) },
  // The gateway's own: the apps read it before anyone signs in.
  'GET /api/app/config': { request: get('/api/app/config'), expect: same(200) },
  'GET /api/users/search': { request: get('/api/users/search?q=mx'), expect: own(200) },
  'GET /api/user/search': {
    request: () => ({ method: 'GET', path: `/api/user/search?username=${friend.username}` }),
    expect: own(200),
  },
  'GET /api/users/:id': {
    request: () => ({ method: 'GET', path: `/api/users/${member.id}` }),
    expect: own(200),
  },
  'GET /api/users/:id/avatar': {
    request: () => ({
      method: 'GET',
      path: new URL(avatarUrl, e2e.baseUrl).pathname + new URL(avatarUrl, e2e.baseUrl).search,
    }),
    expect: same(200),
  },
  'PUT /api/user/profile': {
    request: async (who) => ({
      method: 'PUT',
      path: '/api/user/profile',
      body: { nickname: '清风', bio: '道法自然' },
      headers: await ifMatchOf(who, '/api/auth/user'),
    }),
    expect: own(200),
  },
  'GET /api/user/settings': { request: get('/api/user/settings'), expect: own(200) },
  'PUT /api/user/settings': {
    request: async (who) => ({
      method: 'PUT',
      path: '/api/user/settings',
      body: { appearance: { fontSize: 'medium' } },
      headers: await ifMatchOf(who, '/api/user/settings'),
    }),
    expect: own(200),
  },
  'POST /api/user/avatar': {
    request: () => ({ method: 'POST', path: '/api/user/avatar', form: avatarForm() }),
    expect: own(200),
  },
  'POST /api/admin/login': {
    request: () => ({
      method: 'POST',
      path: '/api/admin/login',
      body: { username: 'admin', password: adminPassword },
    }),
    expect: same(200),
  },
  'POST /api/admin/password': {
    request: (who) => {
      const current = adminPassword;
      if (who === 'admin') adminPassword = `${current}-1`;
      return {
        method: 'POST',
        path: '/api/admin/password',
        body: { currentPassword: current, newPassword: adminPassword },
      };
    },
    expect: adminOnly(200),
  },
  'GET /api/admin/users': { request: get('/api/admin/users'), expect: adminOnly(200) },
  'PUT /api/admin/users/:id': {
    request: () => ({ method: 'PUT', path: `/api/admin/users/${applicant.id}`, body: { isVerified: false } }),
    expect: adminOnly(200),
  },
  'DELETE /api/admin/users/:id': {
    request: async () => ({ method: 'DELETE', path: `/api/admin/users/${(await newMember()).id}` }),
    expect: adminOnly(200),
  },
  'GET /api/admin/activities': { request: get('/api/admin/activities'), expect: adminOnly(200) },

  // chat
  'GET /api/chats/list': { request: get('/api/chats/list'), expect: own(200) },
  'GET /api/chats/public': { request: get('/api/chats/public'), expect: own(200) },
  'GET /api/chats': { request: get('/api/chats'), expect: own(200) },
  'GET /api/chats/:roomId': {
    request: () => ({ method: 'GET', path: `/api/chats/${privateRoom}` }),
    expect: theirs(200, 404),
  },
  'POST /api/chats/:roomId/join': {
    request: () => ({ method: 'POST', path: `/api/chats/${privateRoom}/join` }),
    expect: theirs(200, 404),
  },
  'GET /api/chats/:roomId/messages': {
    request: () => ({ method: 'GET', path: `/api/chats/${privateRoom}/messages` }),
    expect: theirs(200, 404),
  },
  'POST /api/chats/:roomId/messages': {
    request: () => ({
      method: 'POST',
      path: `/api/chats/${privateRoom}/messages`,
      body: { content: '非常道' },
    }),
    expect: theirs(201, 404),
  },
  'POST /api/chats/:roomId/read': {
    request: () => ({ method: 'POST', path: `/api/chats/${privateRoom}/read`, body: { seq: 1 } }),
    expect: theirs(200, 404),
  },
  'POST /api/chats/groups': {
    request: (who) => ({
      method: 'POST',
      path: '/api/chats/groups',
      body: { name: '新群', memberIds: [who === 'other' ? member.id : friend.id] },
    }),
    expect: { anonymous: 401, member: 201, other: 403, admin: 403 },
  },
  'POST /api/chats/:roomId/members': {
    request: async (who) => {
      const newcomer = await newMember();
      if (who === 'member') await befriend(member, newcomer);
      return { method: 'POST', path: `/api/chats/${groupId}/members`, body: { userIds: [newcomer.id] } };
    },
    expect: theirs(200, 404),
  },
  'DELETE /api/chats/:roomId/members/me': {
    request: async (who) => {
      const group = await must(
        member.token,
        { method: 'POST', path: '/api/chats/groups', body: { name: '暂聚', memberIds: [friend.id] } },
        201,
      );
      return {
        method: 'DELETE',
        path: `/api/chats/${who === 'admin' ? groupId : (group.id as string)}/members/me`,
      };
    },
    expect: theirs(200, 404),
  },
  'GET /api/friends': { request: get('/api/friends'), expect: own(200) },
  'POST /api/friends': {
    request: async () => ({
      method: 'POST',
      path: '/api/friends',
      body: { friendId: (await newMember()).id },
    }),
    expect: own(201),
  },
  'DELETE /api/friends/:friendId': {
    request: async (who) => {
      const pal = await newMember();
      if (who === 'member') await befriend(member, pal);
      return { method: 'DELETE', path: `/api/friends/${pal.id}` };
    },
    expect: theirs(200, 404),
  },
  'GET /api/friends/requests': { request: get('/api/friends/requests'), expect: own(200) },
  'POST /api/friends/requests/:id/accept': {
    request: async () => ({
      method: 'POST',
      path: `/api/friends/requests/${await ask(await newMember(), member)}/accept`,
    }),
    expect: theirs(200, 404),
  },
  'POST /api/friends/requests/:id/decline': {
    request: async () => ({
      method: 'POST',
      path: `/api/friends/requests/${await ask(await newMember(), member)}/decline`,
    }),
    expect: theirs(200, 404),
  },
  'DELETE /api/friends/requests/:id': {
    request: async () => ({
      method: 'DELETE',
      path: `/api/friends/requests/${await ask(member, await newMember())}`,
    }),
    expect: theirs(200, 404),
  },
  'GET /api/messages/:contactId': {
    request: () => ({ method: 'GET', path: `/api/messages/${friend.id}` }),
    expect: own(200),
  },
  'POST /api/messages': {
    request: () => ({
      method: 'POST',
      path: '/api/messages',
      body: { receiverId: friend.id, content: '问道' },
    }),
    expect: theirs(201, 403),
  },
  'POST /api/messages/:messageId/recall': {
    // A fresh message of the member's each time: the other member is not in their room.
    request: async () => {
      const sent = await must(
        member.token,
        { method: 'POST', path: '/api/messages', body: { receiverId: friend.id, content: '收回' } },
        201,
      );
      return { method: 'POST', path: `/api/messages/${sent.id as string}/recall` };
    },
    expect: theirs(200, 404),
  },
  'POST /api/reports': {
    request: () => ({ method: 'POST', path: '/api/reports', body: { messageId, reason: '测试举报' } }),
    expect: theirs(201, 404),
  },

  // wallet
  'GET /api/user/wallet': { request: get('/api/user/wallet'), expect: own(200) },
  'GET /api/user/wallet/transactions': { request: get('/api/user/wallet/transactions'), expect: own(200) },
  'POST /api/wallet/recharge': {
    request: () => ({
      method: 'POST',
      path: '/api/wallet/recharge',
      body: { amount: '1.00', paymentMethod: 'alipay' },
    }),
    expect: own(200),
  },
  'POST /api/wallet/transfer': {
    request: () => ({
      method: 'POST',
      path: '/api/wallet/transfer',
      body: { amount: '0.01', targetUser: friend.username, transactionPassword: TX_PASSWORD },
    }),
    expect: own(200),
  },
  'POST /api/wallet/donation': {
    request: () => ({
      method: 'POST',
      path: '/api/wallet/donation',
      body: { amount: '0.01', category: '功德箱', transactionPassword: TX_PASSWORD },
    }),
    expect: own(200),
  },
  'POST /api/user/transaction-password': {
    request: () => ({
      method: 'POST',
      path: '/api/user/transaction-password',
      body: { password: TX_PASSWORD, confirmPassword: TX_PASSWORD, currentPassword: TX_PASSWORD },
    }),
    expect: own(200),
  },
  'GET /api/admin/finance/stats': { request: get('/api/admin/finance/stats'), expect: adminOnly(200) },
  'GET /api/admin/finance/transactions': {
    request: get('/api/admin/finance/transactions'),
    expect: adminOnly(200),
  },

  // verification
  'GET /api/user/verification': { request: get('/api/user/verification'), expect: own(200) },
  'POST /api/user/verification/submit': {
    request: (who) => ({
      method: 'POST',
      path: '/api/user/verification/submit',
      body: {
        realName: '王清',
        idCard: idCard(who === 'other' ? '19900307' : '19850615', who === 'other' ? '003' : '004'),
        phone: '13900139000',
      },
    }),
    expect: own(201),
  },
  'GET /api/admin/verifications': { request: get('/api/admin/verifications'), expect: adminOnly(200) },
  'POST /api/admin/verifications/:id/review': {
    request: () => ({
      method: 'POST',
      path: `/api/admin/verifications/${applicationId}/review`,
      body: { action: 'approve' },
    }),
    expect: adminOnly(200),
  },
  'POST /api/admin/verifications/:id/reveal': {
    request: () => ({ method: 'POST', path: `/api/admin/verifications/${applicationId}/reveal` }),
    expect: adminOnly(200),
  },
};

describe('authorization matrix', () => {
  it('has a decision for every API route the services answer, and none for a route that is gone', async () => {
    const served = new Set<string>();
    const document = (await (await fetch(`${e2e.baseUrl}/api/openapi.json`)).json()) as {
      paths: Record<string, Record<string, unknown>>;
    };
    for (const [path, operations] of Object.entries(document.paths)) {
      for (const method of Object.keys(operations)) {
        served.add(`${method.toUpperCase()} ${path.replace(/\{([^}]+)\}/g, ':$1')}`);
      }
    }
    const decided = new Set(Object.keys(DECISIONS));
    expect([...served].filter((r) => !decided.has(r)).sort()).toEqual([]);
    expect([...decided].filter((r) => !served.has(r)).sort()).toEqual([]);
  });

  it.each(Object.keys(DECISIONS))('%s', async (route) => {
    const decision = DECISIONS[route]!;
    const seen: Record<string, number> = {};
    for (const who of WHO) {
      const res = await api(tokenOf(who), await decision.request(who));
      seen[who] = res.status;
      if (res.status !== decision.expect[who]) seen[`${who}:body`] = res.json as never;
    }
    const statuses = Object.fromEntries(WHO.map((w) => [w, seen[w]]));
    expect(statuses, JSON.stringify(seen)).toEqual(decision.expect);
  });
});

describe('a deleted member', () => {
  /** The first frame a socket through the gateway answers to an auth frame, and its close code. */
  async function signIn(token: string) {
    const socket = new WebSocket(`${e2e.baseUrl.replace(/^http/, 'ws')}/ws`);
    const frames: Array<{ type: string; data: { code?: string } }> = [];
    const closed = new Promise<number>((resolve) => socket.on('close', (code) => resolve(code)));
    socket.on('message', (raw) => frames.push(JSON.parse(String(raw))));
    await new Promise((resolve, reject) => socket.once('open', resolve).once('error', reject));
    socket.send(JSON.stringify({ type: 'auth', data: { token } }));
    await eventually(async () => frames.some((f) => f.type === 'auth_success' || f.type === 'error'), 10_000);
    const answer = frames.find((f) => f.type !== 'connected');
    socket.close();
    return { answer, closed };
  }

  it('cannot open a session with a token issued before the deletion', async () => {
    const gone = await newMember();
    expect((await signIn(gone.token)).answer?.type).toBe('auth_success');
    await must(adminToken, { method: 'DELETE', path: `/api/admin/users/${gone.id}` }, 200);
    await eventually(async () => {
      const { answer, closed } = await signIn(gone.token);
      return answer?.type === 'error' && answer.data.code === 'AUTH_REVOKED' && (await closed) === 4403;
    }, 10_000);
  });
});
