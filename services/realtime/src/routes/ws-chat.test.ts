import { describe, expect, it } from 'vitest';
import { newUserId, until, useRealtime } from '../test/harness.js';

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
});
