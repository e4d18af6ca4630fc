import { sql } from 'kysely';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { ADMIN_PASSWORD, registerMember, uniqueName, useAuthService } from '../test/harness.js';

/**
 * Waits in minutes, not seconds, so a slow machine never outlasts one between two attempts of a
 * test; the temple test below runs with the shipped defaults.
 */
const SLOW = { LOGIN_DELAY_BASE_SECONDS: '60', LOGIN_DELAY_MAX_SECONDS: '3600' };
const sut = useAuthService(SLOW);

let lastAddress = 0;
/** Every test signs in from its own addresses, so their counters never meet. */
const freshAddress = () => {
  lastAddress += 1;
  return `198.51.${Math.floor(lastAddress / 250)}.${(lastAddress % 250) + 1}`;
};

const login = (username: string, password: string, address: string, url = '/api/auth/login') =>
  sut.app.inject({
    method: 'POST',
    url,
    headers: { 'x-forwarded-for': address },
    payload: { username, password },
  });

const THROTTLED = {
  statusCode: 429,
  code: 'LOGIN_THROTTLED',
  error: 'Too Many Requests',
  message: '登录尝试过于频繁，请稍后再试',
};
const FAILED = { statusCode: 401, code: 'LOGIN_FAILED', error: 'Unauthorized', message: '登录失败' };

/**
 * A stored counter. Counters drain continuously (the address one by 100 an hour), so a count reads
 * a little under the whole number of failures; tests compare with the nearest whole failure.
 */
const row = (scope: 'member' | 'admin', username: string, address: string) =>
  sut.db
    .selectFrom('login_throttle')
    .select([
      'failures',
      sql<number>`case when blocked_until = '-infinity' then 0
        else extract(epoch from blocked_until - updated_at)::float8 end`.as('delaySeconds'),
    ])
    .where('scope', '=', scope)
    .where('username', '=', username)
    .where('address', '=', address)
    .executeTakeFirst();

/** Ends a running delay as if it had been waited out (the count stays). */
const waitOut = (address: string) =>
  sql`update login_throttle set blocked_until = now() - interval '1 millisecond' where address = ${address}`.execute(
    sut.db,
  );

afterEach(() => vi.restoreAllMocks());

describe('member login throttling', () => {
  it('answers an unknown username like a wrong password, checked against a dummy hash', async () => {
    const { username } = await registerMember(sut.app);
    const address = freshAddress();
    const verify = vi.spyOn(sut.ctx.hasher, 'verify');
    const wrong = await login(username, 'wrong-pass', address);
    const unknown = await login(uniqueName('nobody'), 'wrong-pass', address);
    expect([wrong.statusCode, unknown.statusCode]).toEqual([401, 401]);
    expect(wrong.json()).toEqual(FAILED);
    expect(unknown.json()).toEqual(FAILED);
    expect(verify).toHaveBeenCalledTimes(2);
    expect(verify.mock.calls[1]?.[0]).toBeUndefined();
  });

  it('throttles an unknown username exactly as an existing one', async () => {
    const { username } = await registerMember(sut.app);
    const unknown = uniqueName('nobody');
    const address = freshAddress();
    const answers = async (name: string) => {
      const seen = [];
      for (let i = 0; i < 6; i++) {
        const res = await login(name, `wrong-${i}`, address);
        seen.push({ status: res.statusCode, body: res.json(), retryAfter: res.headers['retry-after'] });
      }
      return seen;
    };
    const existing = await answers(username);
    expect(existing.map((a) => a.status)).toEqual([401, 401, 401, 401, 401, 429]);
    expect(existing[5]).toEqual({ status: 429, body: THROTTLED, retryAfter: '60' });
    expect(await answers(unknown)).toEqual(existing);
    expect((await row('member', unknown.toLowerCase(), address))?.failures).toBeCloseTo(5, 0);
    expect((await row('member', username.toLowerCase(), address))?.failures).toBeCloseTo(5, 0);
  });

  it('refuses a throttled attempt without checking its password, even the right one', async () => {
    const { username } = await registerMember(sut.app);
    const address = freshAddress();
    for (let i = 0; i < 5; i++) await login(username, `wrong-${i}`, address);
    const verify = vi.spyOn(sut.ctx.hasher, 'verify');
    const res = await login(username, 'secret123', address);
    expect(res.statusCode).toBe(429);
    expect(res.json()).toEqual(THROTTLED);
    expect(verify).not.toHaveBeenCalled();
    expect((await row('member', username.toLowerCase(), address))?.failures).toBeCloseTo(5, 0);
  });

  it('never locks the account out for another address', async () => {
    const { username } = await registerMember(sut.app);
    const attacker = freshAddress();
    for (let i = 0; i < 12; i++) await login(username, `guess-${i}`, attacker);
    expect((await login(username, 'secret123', attacker)).statusCode).toBe(429);
    const owner = await login(username, 'secret123', freshAddress());
    expect(owner.statusCode).toBe(200);
    expect(owner.json().message).toBe('登录成功');
  });

  it('keeps the admin console open when member logins fail for the username admin', async () => {
    const address = freshAddress();
    for (let i = 0; i < 12; i++) await login('admin', `guess-${i}`, address);
    // Even the admin's own password is a failure at the member login.
    expect((await login('admin', ADMIN_PASSWORD, freshAddress())).json()).toEqual(FAILED);
    const consoleLogin = await login('admin', ADMIN_PASSWORD, address, '/api/admin/login');
    expect(consoleLogin.statusCode).toBe(200);
    expect(consoleLogin.json().admin.username).toBe('admin');
    const adminFailures = await sut.db
      .selectFrom('login_throttle')
      .select('username')
      .where('scope', '=', 'admin')
      .where('address', '=', address)
      .where('failures', '>', 0)
      .execute();
    expect(adminFailures).toEqual([]);
  });

  it('keeps member logins open when the admin console is throttled for the same address', async () => {
    const { username } = await registerMember(sut.app);
    const address = freshAddress();
    for (let i = 0; i < 6; i++) await login(username, `guess-${i}`, address, '/api/admin/login');
    expect((await login(username, 'x', address, '/api/admin/login')).statusCode).toBe(429);
    expect((await login(username, 'secret123', address)).statusCode).toBe(200);
  });

  it('makes each further attempt wait twice as long as the one before', async () => {
    const { username } = await registerMember(sut.app);
    const address = freshAddress();
    const delays: number[] = [];
    for (let i = 0; i < 4; i++) await login(username, `wrong-${i}`, address);
    for (let i = 0; i < 4; i++) {
      await waitOut(address);
      expect((await login(username, 'wrong', address)).statusCode).toBe(401);
      delays.push((await row('member', username.toLowerCase(), address))!.delaySeconds);
    }
    expect(delays).toEqual([60, 120, 240, 480]);
  });

  it('caps the delay at LOGIN_DELAY_MAX_SECONDS', async () => {
    const { username } = await registerMember(sut.app);
    const address = freshAddress();
    for (let i = 0; i < 5; i++) await login(username, `wrong-${i}`, address);
    await sql`update login_throttle set failures = 40 where address = ${address} and username <> ''`.execute(
      sut.db,
    );
    await waitOut(address);
    await login(username, 'wrong', address);
    const stored = await row('member', username.toLowerCase(), address);
    expect(stored?.delaySeconds).toBe(3600);
    // The count stops where the delay stops growing (60 s · 2^6 ≥ 3600 s), so hours of quiet forgive it.
    expect(stored?.failures).toBe(11);
  });

  it('forgets failures as the budget refills: an hour of quiet and the attempts are free again', async () => {
    const { username } = await registerMember(sut.app);
    const address = freshAddress();
    for (let i = 0; i < 5; i++) await login(username, `wrong-${i}`, address);
    await sql`update login_throttle set updated_at = updated_at - interval '1 hour', blocked_until = now() - interval '1 second'
      where address = ${address}`.execute(sut.db);
    expect((await login(username, 'wrong', address)).statusCode).toBe(401);
    expect((await row('member', username.toLowerCase(), address))?.failures).toBeCloseTo(1, 0);
  });

  it('clears the count for the username and address when the right password arrives', async () => {
    const { username } = await registerMember(sut.app);
    const address = freshAddress();
    for (let i = 0; i < 4; i++) await login(username, `wrong-${i}`, address);
    expect((await login(username, 'secret123', address)).statusCode).toBe(200);
    expect(await row('member', username.toLowerCase(), address)).toBeUndefined();
    // The address budget keeps the four failures but not the successful attempt.
    expect((await row('member', '', address))?.failures).toBeCloseTo(4, 0);
    const after = [];
    for (let i = 0; i < 5; i++) after.push((await login(username, `again-${i}`, address)).statusCode);
    expect(after).toEqual([401, 401, 401, 401, 401]);
  });

  it('counts every one of many parallel wrong attempts and lets only the free ones through', async () => {
    const { username } = await registerMember(sut.app);
    const address = freshAddress();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => login(username, `parallel-${i}`, address)),
    );
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([...Array(5).fill(401), ...Array(15).fill(429)]);
    expect((await row('member', username.toLowerCase(), address))?.failures).toBeCloseTo(5, 0);
    expect((await row('member', '', address))?.failures).toBeCloseTo(5, 0);
  });

  it('prunes counters nobody has touched for a day', async () => {
    const address = freshAddress();
    await login(uniqueName('old'), 'wrong', address);
    await sql`update login_throttle set updated_at = now() - interval '25 hours' where address = ${address}`.execute(
      sut.db,
    );
    const kept = freshAddress();
    await login(uniqueName('new'), 'wrong', kept);
    const { loginThrottleRepository } = await import('../db/login-throttle-repository.js');
    await loginThrottleRepository.prune(sut.db, 24);
    const left = await sut.db
      .selectFrom('login_throttle')
      .select('address')
      .where('address', 'in', [address, kept])
      .execute();
    expect(left.map((r) => r.address)).toEqual([kept, kept]);
  });
});
