import { describe, expect, it } from 'vitest';
import { newUserId, sleep, until, useRealtime } from '../test/harness.js';

const sut = useRealtime();

/** A fresh room id per test (UUIDs are valid room ids), so tests never share rooms. */
const newRoom = () => crypto.randomUUID();

describe('/ws with chat (played by a test double on the NATS prefix)', () => {
  it('join_chat confirms a room of the member with room_joined', async () => {
    const userId = newUserId();
    const room = newRoom();
    sut.chat.join(userId, room);
    const socket = await sut.signIn(userId);
    socket.send({ type: 'join_chat', data: { chatId: room } });
    expect(await socket.next('room_joined')).toEqual({ type: 'room_joined', data: { chatId: room } });
    socket.close();
  });

  it('join_chat for a room the member is not in: NOT_A_MEMBER 你不是该聊天的成员, after asking chat once more', async () => {
    const userId = newUserId();
    const socket = await sut.signIn(userId);
    const asked = sut.chat.calls.roomsOf;
    socket.send({ type: 'join_chat', data: { chatId: newRoom() } });
    expect((await socket.next('error')).data).toEqual({
      code: 'NOT_A_MEMBER',
      message: '你不是该聊天的成员',
    });
    expect(sut.chat.calls.roomsOf).toBe(asked + 1);
    // Asking again within the second is answered from what this instance knows.
    socket.send({ type: 'join_chat', data: { chatId: newRoom() } });
    expect((await socket.next('error')).data.code).toBe('NOT_A_MEMBER');
    expect(sut.chat.calls.roomsOf).toBe(asked + 1);
    await socket.sync();
    socket.close();
  });

  it('join_chat for a room chat added after sign-in: asks chat again and joins it', async () => {
    const userId = newUserId();
    const room = newRoom();
    const socket = await sut.signIn(userId);
    sut.chat.join(userId, room);
    socket.send({ type: 'join_chat', data: { chatId: room } });
    await socket.next('room_joined');
    await sut.chat.publishRoom(room, {
      type: 'typing',
      data: { chatId: room, userId: newUserId(), nickname: '明月', isTyping: true },
    });
    expect((await socket.next('typing')).data.nickname).toBe('明月');
    socket.close();
  });

  it('send_message: chat stores it for the token’s member, the sender gets message, the room gets new_message', async () => {
    const [alice, bob] = [newUserId(), newUserId()];
    const room = newRoom();
    sut.chat.join(alice, room);
    sut.chat.join(bob, room);
    const alicePhone = await sut.signIn(alice);
    const aliceLaptop = await sut.signIn(alice);
    const bobSocket = await sut.signIn(bob);

    alicePhone.send({
      type: 'send_message',
      data: { chatId: room, content: '  道可道，非常道  ', messageType: 'text', clientId: 'c-hello-0001' },
    });
    const reply = await alicePhone.next('message');
    expect(reply.data).toMatchObject({
      roomId: room,
      seq: 1,
      clientId: 'c-hello-0001',
      senderId: alice,
      content: '道可道，非常道',
    });
    const seen = await bobSocket.next('new_message');
    expect(seen.data).toEqual(reply.data);
    // The sender's other device hears it from chat's delivery too.
    expect((await aliceLaptop.next('new_message')).data.id).toBe(reply.data.id);
    expect(sut.chat.sends.at(-1)).toMatchObject({ userId: alice, roomId: room, clientId: 'c-hello-0001' });
    for (const s of [alicePhone, aliceLaptop, bobSocket]) s.close();
  });

  it('send_message refused by chat: error with chat’s code, message and the clientId', async () => {
    const userId = newUserId();
    const socket = await sut.signIn(userId);
    socket.send({
      type: 'send_message',
      data: { chatId: newRoom(), content: '你好', clientId: 'c-refused-01' },
    });
    expect((await socket.next('error')).data).toEqual({
      code: 'NOT_A_MEMBER',
      message: '你不是该聊天的成员',
      clientId: 'c-refused-01',
    });
    socket.close();
  });

  it('keeps a member’s messages in the order they were sent', async () => {
    const userId = newUserId();
    const room = newRoom();
    sut.chat.join(userId, room);
    const socket = await sut.signIn(userId);
    for (let i = 0; i < 10; i++) {
      socket.send({
        type: 'send_message',
        data: { chatId: room, content: `第${i}条`, clientId: `c-order-00${i}` },
      });
    }
    const replies = [];
    for (let i = 0; i < 10; i++) replies.push((await socket.next('message')).data);
    expect(replies.map((m) => m.content)).toEqual(Array.from({ length: 10 }, (_, i) => `第${i}条`));
    expect(replies.map((m) => m.seq)).toEqual(Array.from({ length: 10 }, (_, i) => i + 1));
    socket.close();
  });

  it('typing reaches the room’s other members with the token’s username, not the typer’s own devices', async () => {
    const [alice, bob] = [newUserId(), newUserId()];
    const room = newRoom();
    sut.chat.join(alice, room);
    sut.chat.join(bob, room);
    const aliceSocket = await sut.signIn(alice, { username: 'alice_w' });
    const aliceOther = await sut.signIn(alice, { username: 'alice_w' });
    const bobSocket = await sut.signIn(bob);
    aliceSocket.send({ type: 'typing', data: { chatId: room, isTyping: true } });
    expect(await bobSocket.next('typing')).toEqual({
      type: 'typing',
      data: { chatId: room, userId: alice, nickname: 'alice_w', isTyping: true },
    });
    await aliceOther.sync();
    await aliceSocket.sync();
    expect(aliceSocket.untaken('typing')).toEqual([]);
    expect(aliceOther.untaken('typing')).toEqual([]);
    for (const s of [aliceSocket, aliceOther, bobSocket]) s.close();
  });

  it('refuses typing in a room the member is not in', async () => {
    const socket = await sut.signIn(newUserId());
    const room = newRoom();
    socket.send({ type: 'typing', data: { chatId: room, isTyping: true } });
    expect((await socket.next('error')).data.code).toBe('NOT_A_MEMBER');
    expect(sut.chat.published.some((p) => p.subject === `deliver.room.${room}`)).toBe(false);
    socket.close();
  });

  it('ack and read become rpc.chat.receipt for the token’s member', async () => {
    const userId = newUserId();
    const room = newRoom();
    sut.chat.join(userId, room);
    const socket = await sut.signIn(userId);
    socket.send({ type: 'ack', data: { chatId: room, seq: 7 } });
    socket.send({ type: 'read', data: { chatId: room, seq: 5 } });
    await until(() => sut.chat.receipts.filter((r) => r.userId === userId).length === 2);
    expect(sut.chat.receipts.filter((r) => r.userId === userId)).toEqual([
      { userId, roomId: room, kind: 'delivered', seq: 7 },
      { userId, roomId: room, kind: 'read', seq: 5 },
    ]);
    socket.close();
  });

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
