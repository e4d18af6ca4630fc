import { v7 as uuidv7 } from 'uuid';
import { describe, expect, it } from 'vitest';
import {
  call,
  eventually,
  publishEvent,
  registerMember,
  uniqueName,
  useWalletService,
} from '../test/harness.js';
import { USER_EVENTS_CONSUMER } from './consumers.js';

const sut = useWalletService();

const walletOf = (id: string) =>
  sut.db.selectFrom('wallets').selectAll().where('user_id', '=', id).executeTakeFirst();
const processed = (eventId: string) =>
  sut.db.selectFrom('inbox').select('event_id').where('event_id', '=', eventId).executeTakeFirst();

describe('events.user.registered', () => {
  it('opens one wallet (and ledger account) per member, once even when redelivered', async () => {
    const id = uuidv7();
    const event = await publishEvent(sut, 'events.user.registered', {
      userId: id,
      username: uniqueName(),
      nickname: '初学',
      avatar: null,
      role: 'member',
      createdAt: new Date().toISOString(),
    });
    const wallet = await eventually(() => walletOf(id));
    expect(wallet).toMatchObject({ balance: '0', transaction_password_hash: null, closed_at: null });
    await sut.bus.js.publish(sut.bus.subject(event.subject), JSON.stringify(event), { msgID: uuidv7() });
    const marker = await publishEvent(sut, 'events.user.updated', {
      userId: id,
      username: event.payload.username,
      nickname: '改名',
      avatar: '/avatars/x.png',
      isVerified: false,
      privacy: { showOnlineStatus: true, allowFriendRequests: true, allowStrangerMessages: false },
    });
    await eventually(() => processed(marker.id));
    const accounts = await sut.db
      .selectFrom('accounts')
      .select('id')
      .where('code', '=', `wallet:${id}`)
      .execute();
    expect(accounts).toHaveLength(1);
    const member = await sut.db
      .selectFrom('members')
      .selectAll()
      .where('user_id', '=', id)
      .executeTakeFirstOrThrow();
    expect(member).toMatchObject({ nickname: '改名', avatar: '/avatars/x.png' });
    const inbox = await sut.db
      .selectFrom('inbox')
      .select('event_id')
      .where('consumer', '=', USER_EVENTS_CONSUMER)
      .where('event_id', '=', event.id)
      .execute();
    expect(inbox).toHaveLength(1);
  });

  it('opens no wallet for an administrator', async () => {
    const id = uuidv7();
    const event = await publishEvent(sut, 'events.user.registered', {
      userId: id,
      username: uniqueName('admin'),
      nickname: '管理员',
      avatar: null,
      role: 'admin',
      createdAt: new Date().toISOString(),
    });
    await eventually(() => processed(event.id));
    expect(await walletOf(id)).toBeUndefined();
  });
});

describe('events.user.deleted', () => {
  it('closes the wallet; its owner is told so and a late registration does not reopen it', async () => {
    const me = await registerMember(sut);
    const deleted = await publishEvent(sut, 'events.user.deleted', { userId: me.id, username: me.username });
    await eventually(() => processed(deleted.id));
    expect((await walletOf(me.id))!.closed_at).not.toBeNull();
    const res = await call(sut, me, { method: 'GET', url: '/api/user/wallet' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ code: 'WALLET_CLOSED', message: '账户已注销' });
    const late = await publishEvent(sut, 'events.user.registered', {
      userId: me.id,
      username: me.username,
      nickname: '迟到',
      avatar: null,
      role: 'member',
      createdAt: new Date().toISOString(),
    });
    await eventually(() => processed(late.id));
    expect((await walletOf(me.id))!.closed_at).not.toBeNull();
  });
});

describe('events.verification.approved', () => {
  it('marks the wallet verified, whichever of the two events arrives first', async () => {
    const me = await registerMember(sut);
    const view = async () => (await call(sut, me, { method: 'GET', url: '/api/user/wallet' })).json();
    expect((await view()).isVerified).toBe(false);
    await publishEvent(sut, 'events.verification.approved', {
      applicationId: uuidv7(),
      userId: me.id,
      realNameMasked: '张*',
      verifiedAt: new Date().toISOString(),
    });
    await eventually(async () => (await view()).isVerified === true);

    const early = uuidv7();
    const approved = await publishEvent(sut, 'events.verification.approved', {
      applicationId: uuidv7(),
      userId: early,
      realNameMasked: '李*',
      verifiedAt: new Date().toISOString(),
    });
    await eventually(() => processed(approved.id));
    await publishEvent(sut, 'events.user.registered', {
      userId: early,
      username: uniqueName(),
      nickname: '先认证',
      avatar: null,
      role: 'member',
      createdAt: new Date().toISOString(),
    });
    await eventually(() => walletOf(early));
    const headers = { authorization: `Bearer ${await sut.token(early)}` };
    const res = await sut.app.inject({ method: 'GET', url: '/api/user/wallet', headers });
    expect(res.json().isVerified).toBe(true);
  });
});
