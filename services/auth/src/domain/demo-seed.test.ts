import { describe, expect, it } from 'vitest';
import { useAuthService } from '../test/harness.js';
import { DEMO_MEMBERS, DEMO_PASSWORD, seedDemoMembers } from './demo-seed.js';

const sut = useAuthService({ DEMO_SEED: 'true' });

describe('demo seed', () => {
  it('creates the demo members on an empty database, once', async () => {
    const rows = await sut.db
      .selectFrom('users')
      .select(['username', 'nickname', 'bio'])
      .where('role', '=', 'member')
      .orderBy('username')
      .execute();
    expect(rows.map((r) => r.username)).toEqual(DEMO_MEMBERS.map((m) => m.username).sort());
    expect(await seedDemoMembers(sut.ctx)).toBe(0);
    const login = await sut.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { username: 'qingfeng', password: DEMO_PASSWORD },
    });
    expect(login.statusCode).toBe(200);
    expect(login.json().user.bio).toBe('上善若水，水善利万物而不争');
  });
});
