import { idCardCheckChar, VERIFICATION_MESSAGES } from '@taishan/contracts';
import { describe, expect, it } from 'vitest';
import {
  adminHeaders,
  bearer,
  makeIdCard,
  makePhone,
  registerMember,
  submit,
  useVerificationService,
} from '../test/harness.js';

const sut = useVerificationService();

const view = async (headers: { authorization: string }) =>
  sut.app.inject({ method: 'GET', url: '/api/user/verification', headers });

describe('POST /api/user/verification/submit', () => {
  it('stores a pending application and answers 201 with the masked phone', async () => {
    const member = await registerMember(sut);
    const res = await submit(sut, member, { realName: ' 张三丰 ', phone: '13812345678' });
    expect(res.statusCode).toBe(201);
    const body = res.json();
    expect(body.message).toBe('认证申请已提交，请等待审核');
    expect(body.verification).toMatchObject({
      status: 'pending',
      realName: '张三丰',
      phone: '138****5678',
      verifiedAt: null,
      reason: null,
    });
    expect(body.verification).not.toHaveProperty('idCard');
    const row = await sut.db
      .selectFrom('applications')
      .selectAll()
      .where('user_id', '=', member.id)
      .executeTakeFirstOrThrow();
    expect(row).toMatchObject({ status: 'pending', real_name: '张三丰', phone: '13812345678' });
  });

  it.each([
    ['realName missing', { realName: undefined }, 'realName'],
    ['realName blank', { realName: '   ' }, 'realName'],
    ['idCard missing', { idCard: undefined }, 'idCard'],
    ['idCard empty', { idCard: '' }, 'idCard'],
    ['phone missing', { phone: undefined }, 'phone'],
    ['phone empty, idCard malformed too', { phone: '', idCard: '123' }, 'phone'],
  ])('refuses with 请填写完整信息 when %s', async (_name, patch, field) => {
    const member = await registerMember(sut);
    const res = await submit(sut, member, patch);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      message: '请填写完整信息：实名、身份证号和手机号都是必填项',
      field,
    });
    expect(res.json().message).toBe(VERIFICATION_MESSAGES.required);
  });

  const withWrongCheck = () => {
    const good = makeIdCard();
    const wrong = good[17] === '0' ? '1' : '0';
    return good.slice(0, 17) + wrong;
  };
  const withBirth = (birth: string) => {
    const first17 = `110105${birth}123`;
    return first17 + idCardCheckChar(first17);
  };

  it.each([
    ['too short', '11010519900307'],
    ['16 digits', '1101051990030712'],
    ['letters inside', '11010A199003071234'],
    ['X in the middle', '1101051990X3071234'],
    ['19 digits', '1101051990030712345'],
    ['a wrong check digit', withWrongCheck()],
    ['30 February', withBirth('19900230')],
    ['month 13', withBirth('19901301')],
    ['day 00', withBirth('19900100')],
    ['a birth date in the future', withBirth('20990101')],
    ['a birth year before 1900', withBirth('18991231')],
  ])('refuses an ID number with %s (身份证号格式错误)', async (_name, idCard) => {
    const member = await registerMember(sut);
    const res = await submit(sut, member, { idCard });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: '身份证号格式错误：请输入正确的身份证号码',
      field: 'idCard',
    });
    expect(
      await sut.db.selectFrom('applications').where('user_id', '=', member.id).selectAll().execute(),
    ).toEqual([]);
  });

  it('accepts 15 digits, 29 February of a leap year and a lower-case x (stored upper-case)', async () => {
    const fifteen = await registerMember(sut);
    expect((await submit(sut, fifteen, { idCard: '110105900307123' })).statusCode).toBe(201);
    const leap = await registerMember(sut);
    expect((await submit(sut, leap, { idCard: withBirth('20000229') })).statusCode).toBe(201);
    // 11010519491231002X is the standard's own example number.
    const lower = await registerMember(sut);
    expect((await submit(sut, lower, { idCard: '11010519491231002x' })).statusCode).toBe(201);
    const row = await sut.db
      .selectFrom('applications')
      .select(['id', 'id_card_cipher'])
      .where('user_id', '=', lower.id)
      .executeTakeFirstOrThrow();
    expect(sut.ctx.cipher.decrypt(row.id_card_cipher, row.id)).toBe('11010519491231002X');
  });

  it.each([
    ['10 digits', '1381234567'],
    ['12 digits', '138123456789'],
    ['a second digit below 3', '12812345678'],
    ['not starting with 1', '23812345678'],
    ['a dash', '138-1234567'],
  ])('refuses a phone with %s (手机号格式错误)', async (_name, phone) => {
    const member = await registerMember(sut);
    const res = await submit(sut, member, { phone });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message: '手机号格式错误：请输入正确的手机号码', field: 'phone' });
  });

  const stored = (member: { id: string }) =>
    sut.db.selectFrom('applications').selectAll().where('user_id', '=', member.id).execute();

  it.each([
    ['Latin letters and a digit', 'Zhang San1'],
    ['one character', '张'],
    ['twenty-one characters', '张'.repeat(21)],
    ['a digit among Han characters', '张三1'],
    ['a dot at the end', '阿沛·'],
    ['two dots together', '阿沛··阿旺'],
  ])('refuses a real name with %s (真实姓名格式错误) and stores nothing', async (_name, realName) => {
    const member = await registerMember(sut);
    const res = await submit(sut, member, { realName });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      error: 'Bad Request',
      message: '真实姓名格式错误：请输入2-20个汉字，少数民族姓名用“·”分隔',
      field: 'realName',
    });
    expect(await stored(member)).toEqual([]);
  });

  it('accepts a minority name written with ・ or ‧ and stores it with ·', async () => {
    const katakana = await registerMember(sut);
    const first = await submit(sut, katakana, { realName: '阿沛・阿旺晋美' });
    expect(first.statusCode).toBe(201);
    expect(first.json().verification.realName).toBe('阿沛·阿旺晋美');
    const hyphenation = await registerMember(sut);
    expect((await submit(sut, hyphenation, { realName: '买买提‧艾力' })).statusCode).toBe(201);
    expect((await stored(katakana))[0]?.real_name).toBe('阿沛·阿旺晋美');
    expect((await stored(hyphenation))[0]?.real_name).toBe('买买提·艾力');
  });

  it('keeps one pending application at a time, also when two submissions race', async () => {
    const member = await registerMember(sut);
    const [a, b] = await Promise.all([submit(sut, member), submit(sut, member)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([201, 409]);
    const again = await submit(sut, member);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({
      code: 'VERIFICATION_PENDING',
      message: '您的实名认证申请正在审核中，请耐心等待',
    });
    const rows = await sut.db
      .selectFrom('applications')
      .selectAll()
      .where('user_id', '=', member.id)
      .execute();
    expect(rows).toHaveLength(1);
  });

  it('refuses an ID number verified for another member, also written as its 15-digit form', async () => {
    const first = await registerMember(sut);
    const idCard = withBirth('19800512');
    const res = await submit(sut, first, { idCard });
    const id = res.json().verification.id;
    const approve = await sut.app.inject({
      method: 'POST',
      url: `/api/admin/verifications/${id}/review`,
      headers: await adminHeaders(sut),
      payload: { action: 'approve' },
    });
    expect(approve.statusCode).toBe(200);

    const second = await registerMember(sut);
    const taken = await submit(sut, second, { idCard });
    expect(taken.statusCode).toBe(409);
    expect(taken.json()).toMatchObject({ code: 'ID_CARD_TAKEN', message: '该身份证号已被其他账户认证' });
    const old = `${idCard.slice(0, 6)}${idCard.slice(8, 17)}`;
    expect((await submit(sut, second, { idCard: old })).json().code).toBe('ID_CARD_TAKEN');

    const again = await submit(sut, first);
    expect(again.statusCode).toBe(409);
    expect(again.json()).toMatchObject({ code: 'ALREADY_VERIFIED', message: '您已通过实名认证' });
  });

  it('lets a rejected member apply again', async () => {
    const member = await registerMember(sut);
    const id = (await submit(sut, member)).json().verification.id;
    const reject = await sut.app.inject({
      method: 'POST',
      url: `/api/admin/verifications/${id}/review`,
      headers: await adminHeaders(sut),
      payload: { action: 'reject', reason: '照片不清晰' },
    });
    expect(reject.statusCode).toBe(200);
    expect((await view(member.headers)).json()).toMatchObject({ status: 'rejected', reason: '照片不清晰' });

    const again = await submit(sut, member, { realName: '张三' });
    expect(again.statusCode).toBe(201);
    expect((await view(member.headers)).json()).toMatchObject({
      status: 'pending',
      realName: '张三',
      reason: null,
    });
  });

  it('needs a member token: none is 401, an admin token 403', async () => {
    const none = await sut.app.inject({
      method: 'POST',
      url: '/api/user/verification/submit',
      payload: { realName: '张三', idCard: makeIdCard(), phone: makePhone() },
    });
    expect(none.statusCode).toBe(401);
    expect(none.json().message).toBe('请先登录');
    const admin = await sut.app.inject({
      method: 'POST',
      url: '/api/user/verification/submit',
      headers: await adminHeaders(sut),
      payload: { realName: '张三', idCard: makeIdCard(), phone: makePhone() },
    });
    expect(admin.statusCode).toBe(403);
    const forged = await view(bearer('not.a.token'));
    expect(forged.statusCode).toBe(401);
  });
});

describe('GET /api/user/verification', () => {
  it('says none before any application', async () => {
    const member = await registerMember(sut);
    const res = await view(member.headers);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: null,
      status: 'none',
      realName: null,
      phone: null,
      verifiedAt: null,
      reason: null,
      createdAt: null,
      updatedAt: null,
    });
  });

  it('shows only the caller’s own application', async () => {
    const alice = await registerMember(sut);
    const bob = await registerMember(sut);
    await submit(sut, alice, { realName: '李四', phone: '13912345678' });
    const mine = (await view(alice.headers)).json();
    expect(mine).toMatchObject({ status: 'pending', realName: '李四', phone: '139****5678' });
    expect(typeof mine.createdAt).toBe('string');
    expect(typeof mine.updatedAt).toBe('string');
    expect((await view(bob.headers)).json().status).toBe('none');
  });

  it('shows verifiedAt once approved', async () => {
    const member = await registerMember(sut);
    const id = (await submit(sut, member)).json().verification.id;
    await sut.app.inject({
      method: 'POST',
      url: `/api/admin/verifications/${id}/review`,
      headers: await adminHeaders(sut),
      payload: { action: 'approve' },
    });
    const res = (await view(member.headers)).json();
    expect(res.status).toBe('approved');
    expect(Number.isNaN(Date.parse(res.verifiedAt))).toBe(false);
  });

  it('needs a token', async () => {
    expect((await sut.app.inject({ method: 'GET', url: '/api/user/verification' })).statusCode).toBe(401);
  });
});
