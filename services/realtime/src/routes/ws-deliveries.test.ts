import type { Delivery } from '@taishan/contracts';
import { describe, expect, it } from 'vitest';
import { newUserId, sleep, until, useRealtime } from '../test/harness.js';

const sut = useRealtime();

type FriendDelivery = Extract<
  Delivery,
  { type: 'friend_request' | 'friend_request_answered' | 'friend_removed' }
>;

const newRoom = () => crypto.randomUUID();

describe('deliveries from chat (published by the chat test double on deliver.room / deliver.user)', () => {
  it('passes receipts from chat to the room', async () => {
    const userId = newUserId();
    const room = newRoom();
    sut.chat.join(userId, room);
    const socket = await sut.signIn(userId);
    const receipt = { chatId: room, userId: newUserId(), deliveredSeq: 3, readSeq: 2 };
    await sut.chat.publishRoom(room, { type: 'receipt', data: receipt });
    expect((await socket.next('receipt')).data).toEqual(receipt);
    socket.close();
  });

  it('passes a recalled message from chat to the room', async () => {
    const userId = newUserId();
    const room = newRoom();
    sut.chat.join(userId, room);
    const socket = await sut.signIn(userId);
    const recalled = {
      chatId: room,
      messageId: crypto.randomUUID(),
      seq: 4,
      recalledBy: newUserId(),
      nickname: '云鹤',
    };
    await sut.chat.publishRoom(room, { type: 'message_recalled', data: recalled });
    expect((await socket.next('message_recalled')).data).toEqual(recalled);
    socket.close();
  });

  it('room_joined from chat subscribes the member’s sockets to the room; room_left stops it', async () => {
    const userId = newUserId();
    const room = newRoom();
    const socket = await sut.signIn(userId);
    sut.chat.join(userId, room);
    await sut.chat.publishUser(userId, { type: 'room_joined', data: { chatId: room } });
    expect((await socket.next('room_joined')).data.chatId).toBe(room);
    const typing = { chatId: room, userId: newUserId(), nickname: '明月', isTyping: true };
    await sut.chat.publishRoom(room, { type: 'typing', data: typing });
    expect((await socket.next('typing')).data).toEqual(typing);

    await sut.chat.publishUser(userId, { type: 'room_left', data: { chatId: room } });
    expect((await socket.next('room_left')).data.chatId).toBe(room);
    expect(sut.ctx.hub.subjects()).not.toContain(`deliver.room.${room}`);
    await sut.chat.publishRoom(room, { type: 'typing', data: typing });
    await socket.sync();
    expect(socket.untaken('typing')).toEqual([]);
    socket.close();
  });

  it.each<FriendDelivery>([
    {
      type: 'friend_request',
      data: {
        id: newUserId(),
        direction: 'incoming',
        user: { id: newUserId(), username: 'yunhe', nickname: '云鹤', avatar: null, status: '道法自然' },
        createdAt: new Date().toISOString(),
      },
    },
    {
      type: 'friend_request_answered',
      data: { requestId: newUserId(), userId: newUserId(), direction: 'outgoing', outcome: 'accepted' },
    },
    { type: 'friend_removed', data: { friendId: newUserId() } },
  ])('passes $type from chat to every socket of the member, and to nobody else', async (delivery) => {
    const userId = newUserId();
    const phone = await sut.signIn(userId);
    const laptop = await sut.signIn(userId);
    const other = await sut.signIn(newUserId());
    await sut.chat.publishUser(userId, delivery);
    for (const socket of [phone, laptop]) expect(await socket.next(delivery.type)).toEqual(delivery);
    await other.sync();
    expect(other.untaken(delivery.type)).toEqual([]);
    for (const socket of [phone, laptop, other]) socket.close();
  });

  it.each<
    Extract<
      Delivery,
      { type: 'wallet_changed' | 'verification_decided' | 'profile_changed' | 'settings_changed' }
    >
  >([
    {
      type: 'wallet_changed',
      data: {
        type: 'transfer_in',
        transactionId: newUserId(),
        amount: '30.00',
        balance: '30.00',
        counterparty: { id: newUserId(), username: 'qingfeng', nickname: '清风' },
      },
    },
    { type: 'wallet_changed', data: { type: 'verified', verifiedAt: new Date().toISOString() } },
    {
      type: 'verification_decided',
      data: { applicationId: newUserId(), status: 'rejected', reason: '身份证照片不清晰' },
    },
    { type: 'profile_changed', data: { profileVersion: 3 } },
    { type: 'settings_changed', data: { version: 2 } },
  ])(
    'passes $type from wallet, verification and auth to every socket of the member only',
    async (delivery) => {
      const userId = newUserId();
      const phone = await sut.signIn(userId);
      const laptop = await sut.signIn(userId);
      const other = await sut.signIn(newUserId());
      await sut.chat.publishUser(userId, delivery);
      for (const socket of [phone, laptop]) expect(await socket.next(delivery.type)).toEqual(delivery);
      await other.sync();
      expect(other.untaken(delivery.type)).toEqual([]);
      for (const socket of [phone, laptop, other]) socket.close();
    },
  );

  it('session_revoked closes every socket of the member with AUTH_REVOKED and 4403', async () => {
    const userId = newUserId();
    const phone = await sut.signIn(userId);
    const laptop = await sut.signIn(userId);
    const other = await sut.signIn(newUserId());
    await sut.chat.publishUser(userId, { type: 'session_revoked', data: { userId } });
    for (const socket of [phone, laptop]) {
      expect((await socket.next('error')).data).toEqual({
        code: 'AUTH_REVOKED',
        message: '账号已被删除或已退出',
      });
      expect((await socket.closed).code).toBe(4403);
    }
    await other.sync();
    other.close();
  });

  it('drops the room and member subscriptions when the last socket goes', async () => {
    const userId = newUserId();
    const room = newRoom();
    sut.chat.join(userId, room);
    const a = await sut.signIn(userId);
    const b = await sut.signIn(userId);
    expect(sut.ctx.hub.subjects()).toEqual(
      expect.arrayContaining([`deliver.room.${room}`, `deliver.user.${userId}`]),
    );
    a.terminate();
    await sleep(50);
    expect(sut.ctx.hub.subjects()).toContain(`deliver.room.${room}`);
    b.terminate();
    await until(() => !sut.ctx.hub.subjects().some((s) => s.endsWith(room) || s.endsWith(userId)));
  });

  it('ignores deliveries that break the contract and keeps serving', async () => {
    const userId = newUserId();
    const room = newRoom();
    sut.chat.join(userId, room);
    const socket = await sut.signIn(userId);
    sut.chat.nc.publish(`${sut.test.natsPrefix}.deliver.room.${room}`, 'not json');
    sut.chat.nc.publish(
      `${sut.test.natsPrefix}.deliver.room.${room}`,
      JSON.stringify({ type: 'new_message', data: { id: 1 } }),
    );
    await sut.chat.publishRoom(room, {
      type: 'receipt',
      data: { chatId: room, userId, deliveredSeq: 1, readSeq: 1 },
    });
    await socket.next('receipt');
    expect(socket.untaken('new_message')).toEqual([]);
    socket.close();
  });
});
describe('/ws when chat is down (test double stopped)', () => {
  it('keeps the socket, says CHAT_UNAVAILABLE, and picks the rooms up once chat is back', async () => {
    const userId = newUserId();
    const room = newRoom();
    sut.chat.join(userId, room);
    await sut.chat.stop();
    try {
      const socket = await sut.open();
      socket.send({ type: 'auth', data: { token: await sut.token(userId) } });
      await socket.next('auth_success');
      expect((await socket.next('error')).data).toEqual({
        code: 'CHAT_UNAVAILABLE',
        message: '聊天服务暂时不可用，请稍后重试',
      });
      socket.send({
        type: 'send_message',
        data: { chatId: room, content: '在吗', clientId: 'c-down-00001' },
      });
      expect((await socket.next('error')).data).toEqual({
        code: 'CHAT_UNAVAILABLE',
        message: '聊天服务暂时不可用，请稍后重试',
        clientId: 'c-down-00001',
      });
      sut.chat.resume();
      // The first retry comes a second after sign-in.
      await until(() => sut.ctx.hub.subjects().includes(`deliver.room.${room}`), 4000);
      await sut.chat.publishRoom(room, {
        type: 'receipt',
        data: { chatId: room, userId, deliveredSeq: 1, readSeq: 0 },
      });
      await socket.next('receipt');
      socket.close();
    } finally {
      sut.chat.resume();
    }
  });
});
