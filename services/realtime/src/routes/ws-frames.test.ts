import { describe, expect, it } from 'vitest';
import { newUserId, useRealtime } from '../test/harness.js';

const sut = useRealtime();

describe('/ws frames after sign-in', () => {
  it('answers ping with pong and the server time', async () => {
    const socket = await sut.signIn(newUserId());
    socket.send({ type: 'ping' });
    const pong = await socket.next('pong');
    expect(Math.abs(Date.parse(pong.data.serverTime) - Date.now())).toBeLessThan(5000);
    socket.close();
  });

  it('answers malformed JSON with BAD_FRAME 消息格式错误 and keeps the socket open', async () => {
    const socket = await sut.signIn(newUserId());
    socket.send('{"type": "ping"');
    expect(await socket.next('error')).toEqual({
      type: 'error',
      data: { code: 'BAD_FRAME', message: '消息格式错误' },
    });
    await socket.sync();
    socket.close();
  });

  it('answers unknown frame types, missing data and binary frames with BAD_FRAME, never closing', async () => {
    const socket = await sut.signIn(newUserId());
    socket.send({ type: 'launch_rockets', data: {} });
    socket.send({ type: 'typing' });
    socket.send(JSON.stringify(null));
    socket.send('[1,2,3]');
    socket.ws.send(Buffer.from([1, 2, 3]), { binary: true });
    for (let i = 0; i < 5; i++) {
      expect((await socket.next('error')).data).toEqual({ code: 'BAD_FRAME', message: '消息格式错误' });
    }
    await socket.sync();
    socket.close();
  });

  it('names the problem in Chinese from the contract, with the clientId of the refused message', async () => {
    const socket = await sut.signIn(newUserId());
    socket.send({
      type: 'send_message',
      data: { chatId: 'general', content: '   ', clientId: 'c-blank-0001' },
    });
    expect((await socket.next('error')).data).toEqual({
      code: 'BAD_FRAME',
      message: '消息内容不能为空',
      clientId: 'c-blank-0001',
    });
    socket.send({
      type: 'send_message',
      data: { chatId: 'general', content: '道'.repeat(2001), clientId: 'c-long-00001' },
    });
    expect((await socket.next('error')).data).toEqual({
      code: 'BAD_FRAME',
      message: '消息不能超过2000个字',
      clientId: 'c-long-00001',
    });
    socket.send({ type: 'join_chat', data: { chatId: 'Not A Room!' } });
    expect((await socket.next('error')).data).toEqual({ code: 'BAD_FRAME', message: '无效的聊天室' });
    await socket.sync();
    socket.close();
  });

  it('refuses control characters in a message before it reaches chat', async () => {
    const socket = await sut.signIn(newUserId());
    const sends = sut.chat.sends.length;
    socket.send({
      type: 'send_message',
      data: { chatId: 'general', content: '道\u0000可道', clientId: 'c-nul-000001' },
    });
    expect((await socket.next('error')).data).toEqual({
      code: 'BAD_FRAME',
      message: '内容包含无效字符',
      clientId: 'c-nul-000001',
    });
    expect(sut.chat.sends.length).toBe(sends);
    socket.close();
  });

  it('closes with 1009 when a frame is larger than MAX_FRAME_BYTES', async () => {
    const socket = await sut.signIn(newUserId());
    socket.send({ type: 'ping', data: 'x'.repeat(17 * 1024) });
    expect((await socket.closed).code).toBe(1009);
  });
});

describe('/ws rate limit', () => {
  it('answers frames past the burst with RATE_LIMITED, serves again after refill, closes 1008 on sustained abuse', async () => {
    const { app } = await sut.build({
      RATE_LIMIT_PER_SECOND: '10',
      RATE_LIMIT_BURST: '5',
      RATE_LIMIT_MAX_REJECTED: '8',
    });
    const socket = await sut.signIn(newUserId(), { app });
    // The auth frame spent one token: four pings pass, the fifth is refused.
    for (let i = 0; i < 5; i++) socket.send({ type: 'ping' });
    for (let i = 0; i < 4; i++) await socket.next('pong');
    expect(await socket.next('error')).toEqual({
      type: 'error',
      data: { code: 'RATE_LIMITED', message: '发送过于频繁，请稍后再试' },
    });
    await new Promise((resolve) => setTimeout(resolve, 250));
    await socket.sync();

    for (let i = 0; i < 40; i++) socket.send({ type: 'ping' });
    expect((await socket.closed).code).toBe(1008);
    const errors = socket.frames.filter((f) => f.type === 'error');
    expect(errors.every((f) => f.data.code === 'RATE_LIMITED')).toBe(true);
  });
});
