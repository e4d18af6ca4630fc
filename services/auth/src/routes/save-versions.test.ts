import { DEFAULT_SETTINGS, profileConflictReply, settingsConflictReply } from '@taishan/contracts';
import { listen } from '@taishan/testing';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { bearer, putProfile, putSettings, registerMember, useAuthService } from '../test/harness.js';

const sut = useAuthService();

const PROFILE_CHANGED = '资料已在其他设备上修改，请查看最新内容后再保存';
const SETTINGS_CHANGED = '设置已在其他设备上修改，请查看最新设置后再保存';

const stored = (userId: string) =>
  sut.db
    .selectFrom('users')
    .select(['nickname', 'bio', 'settings', 'profile_version', 'settings_version'])
    .where('id', '=', userId)
    .executeTakeFirstOrThrow();

const announcements = async (userId: string) =>
  Number(
    (
      await sut.db
        .selectFrom('outbox')
        .select((eb) => eb.fn.countAll<string>().as('n'))
        .where('subject', '=', 'events.user.updated')
        .where(sql`payload ->> 'userId'`, '=', userId)
        .executeTakeFirstOrThrow()
    ).n,
  );

const profile = (bio: string) => ({ nickname: '清风', email: null, phone: null, bio });

/** What the member's devices hear, with the stored row as it was when each frame arrived. */
async function devicesOf(userId: string) {
  const live = listen(sut, `deliver.user.${userId}`, { atArrival: () => stored(userId) });
  await live.ready();
  return live;
}

describe('PUT /api/user/profile names the version it was based on', () => {
  it('saves on the current version, raises it by one and tells the member’s devices after the commit', async () => {
    const me = await registerMember(sut.app);
    const other = await registerMember(sut.app);
    const mine = await devicesOf(me.user.id);
    const theirs = await devicesOf(other.user.id);
    const res = await putProfile(sut.app, me.token, profile('上善若水'), 1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ bio: '上善若水', profileVersion: 2 });
    expect(await stored(me.user.id)).toMatchObject({ bio: '上善若水', profile_version: 2 });
    const frame = await mine.waitFor('profile_changed');
    expect(frame).toEqual({ type: 'profile_changed', data: { profileVersion: 2 } });
    expect(mine.atArrival[0]).toMatchObject({ bio: '上善若水', profile_version: 2 });
    await theirs.ready();
    expect(theirs.seen).toEqual([]);
    mine.stop();
    theirs.stop();
  });

  it('refuses a save based on an older version with 409 and the newer profile, and writes nothing', async () => {
    const me = await registerMember(sut.app);
    expect((await putProfile(sut.app, me.token, profile('先存的简介'), 1)).statusCode).toBe(200);
    const mine = await devicesOf(me.user.id);
    const stale = await putProfile(sut.app, me.token, { ...profile('后存的简介'), nickname: '明月' }, 1);
    expect(stale.statusCode).toBe(409);
    const body = profileConflictReply.parse(stale.json());
    expect(body).toMatchObject({
      statusCode: 409,
      code: 'PROFILE_CHANGED',
      error: 'Conflict',
      message: PROFILE_CHANGED,
      current: { id: me.user.id, nickname: '清风', bio: '先存的简介', profileVersion: 2 },
    });
    expect(await stored(me.user.id)).toMatchObject({
      nickname: '清风',
      bio: '先存的简介',
      profile_version: 2,
    });
    expect(await announcements(me.user.id)).toBe(1);
    await mine.ready();
    expect(mine.seen).toEqual([]);
    mine.stop();
  });

  it('lets exactly one of several saves based on the same version win', async () => {
    const me = await registerMember(sut.app);
    const bios = ['甲设备', '乙设备', '丙设备', '丁设备'];
    const answers = await Promise.all(bios.map((bio) => putProfile(sut.app, me.token, profile(bio), 1)));
    const statuses = answers.map((a) => a.statusCode).sort();
    expect(statuses).toEqual([200, 409, 409, 409]);
    const winner = answers.find((a) => a.statusCode === 200)!.json().bio as string;
    expect(await stored(me.user.id)).toMatchObject({ bio: winner, profile_version: 2 });
    for (const lost of answers.filter((a) => a.statusCode === 409))
      expect(lost.json().current).toMatchObject({ bio: winner, profileVersion: 2 });
    expect(await announcements(me.user.id)).toBe(1);
  });

  it.each([
    [undefined, 428, { code: 'VERSION_REQUIRED', message: '缺少版本信息，请刷新页面后再保存' }],
    ['latest', 400, { code: 'VALIDATION_FAILED', message: '版本信息无效', field: 'if-match' }],
    ['W/"1"', 400, { code: 'VALIDATION_FAILED', message: '版本信息无效', field: 'if-match' }],
  ])('answers If-Match %j with %i and writes nothing', async (ifMatch, status, error) => {
    const me = await registerMember(sut.app);
    const res = await sut.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { ...bearer(me.token), ...(ifMatch === undefined ? {} : { 'if-match': ifMatch }) },
      payload: profile('不该存下'),
    });
    expect(res.statusCode).toBe(status);
    expect(res.json()).toMatchObject({ statusCode: status, ...error });
    expect(await stored(me.user.id)).toMatchObject({ bio: '道法自然，清静无为', profile_version: 1 });
  });

  it('takes the version with or without quotes', async () => {
    const me = await registerMember(sut.app);
    const res = await sut.app.inject({
      method: 'PUT',
      url: '/api/user/profile',
      headers: { ...bearer(me.token), 'if-match': '1' },
      payload: profile('无引号'),
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().profileVersion).toBe(2);
  });
});

describe('PUT /api/user/settings names the version it was based on', () => {
  it('saves on the current version, raises it by one and tells the member’s devices after the commit', async () => {
    const me = await registerMember(sut.app);
    const other = await registerMember(sut.app);
    const mine = await devicesOf(me.user.id);
    const theirs = await devicesOf(other.user.id);
    const res = await putSettings(sut.app, me.token, { appearance: { darkMode: true } }, 1);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      ...DEFAULT_SETTINGS,
      appearance: { ...DEFAULT_SETTINGS.appearance, darkMode: true },
      version: 2,
    });
    const frame = await mine.waitFor('settings_changed');
    expect(frame).toEqual({ type: 'settings_changed', data: { version: 2 } });
    expect(mine.atArrival[0]).toMatchObject({
      settings_version: 2,
      settings: { appearance: { darkMode: true } },
    });
    await theirs.ready();
    expect(theirs.seen).toEqual([]);
    mine.stop();
    theirs.stop();
  });

  it('refuses a save based on an older version with 409 and the newer settings, and writes nothing', async () => {
    const me = await registerMember(sut.app);
    expect((await putSettings(sut.app, me.token, { appearance: { themeColor: 'blue' } }, 1)).statusCode).toBe(
      200,
    );
    const stale = await putSettings(sut.app, me.token, { privacy: { showEmail: true } }, 1);
    expect(stale.statusCode).toBe(409);
    expect(settingsConflictReply.parse(stale.json())).toEqual({
      statusCode: 409,
      code: 'SETTINGS_CHANGED',
      error: 'Conflict',
      message: SETTINGS_CHANGED,
      current: {
        ...DEFAULT_SETTINGS,
        appearance: { ...DEFAULT_SETTINGS.appearance, themeColor: 'blue' },
        version: 2,
      },
    });
    const row = await stored(me.user.id);
    expect(row.settings_version).toBe(2);
    expect(row.settings.privacy?.showEmail).toBe(false);
    expect(await announcements(me.user.id)).toBe(1);
  });

  it('lets exactly one of two saves based on the same version win', async () => {
    const me = await registerMember(sut.app);
    const [a, b] = await Promise.all([
      putSettings(sut.app, me.token, { appearance: { themeColor: 'green' } }, 1),
      putSettings(sut.app, me.token, { appearance: { themeColor: 'purple' } }, 1),
    ]);
    expect([a!.statusCode, b!.statusCode].sort()).toEqual([200, 409]);
    const winner = (a!.statusCode === 200 ? a! : b!).json().appearance.themeColor as string;
    const row = await stored(me.user.id);
    expect(row).toMatchObject({ settings_version: 2, settings: { appearance: { themeColor: winner } } });
  });

  it('needs the version', async () => {
    const me = await registerMember(sut.app);
    const res = await sut.app.inject({
      method: 'PUT',
      url: '/api/user/settings',
      headers: bearer(me.token),
      payload: { appearance: { darkMode: true } },
    });
    expect(res.statusCode).toBe(428);
    expect(res.json()).toEqual({
      statusCode: 428,
      code: 'VERSION_REQUIRED',
      error: 'Precondition Required',
      message: '缺少版本信息，请刷新页面后再保存',
    });
    expect((await stored(me.user.id)).settings_version).toBe(1);
  });
});
