import { describe, expect, it } from 'vitest';
import { newUserId, until, useRealtime } from '../test/harness.js';

const sut = useRealtime();

describe('a slow or dead client cannot hurt others', () => {
  it('terminates a socket that stops reading once its send buffer passes MAX_BUFFERED_BYTES; others get everything', async () => {
    const { app, ctx } = await sut.build({ MAX_BUFFERED_BYTES: '65536' });
    const [slow, healthy] = [newUserId(), newUserId()];
    const room = crypto.randomUUID();
    sut.chat.join(slow, room);
    sut.chat.join(healthy, room);
    const slowSocket = await sut.signIn(slow, { app });
    const healthySocket = await sut.signIn(healthy, { app });
    // The slow client's device stops reading; the server's writes pile up behind it.
    (slowSocket.ws as unknown as { _socket: { pause(): void } })._socket.pause();

    const total = 200;
    for (let seq = 1; seq <= total; seq++) {
      const now = new Date().toISOString();
      sut.chat.nc.publish(
        `${sut.test.natsPrefix}.deliver.room.${room}`,
        JSON.stringify({
          type: 'new_message',
          data: {
            id: crypto.randomUUID(),
            roomId: room,
            seq,
            clientId: null,
            userId: healthy,
            senderId: healthy,
            senderName: '清风',
            senderAvatar: null,
            avatar: null,
            receiverId: null,
            content: '道'.repeat(2000),
            type: 'text',
            messageType: 'text',
            status: 'sent',
            createdAt: now,
            timestamp: now,
          },
        }),
      );
    }
    await until(() => ctx.hub.socketsOf(slow).length === 0, 5000);
    for (let seq = 1; seq <= total; seq++) {
      expect((await healthySocket.next('new_message')).data.seq).toBe(seq);
    }
    healthySocket.close();
  });

  it('terminates a socket that stops answering heartbeats, and keeps one that answers', async () => {
    const { app } = await sut.build({ HEARTBEAT_INTERVAL_MS: '100' });
    const url = await app.listen({ port: 0, host: '127.0.0.1' });
    const deaf = await sut.connect(url, { autoPong: false });
    const alive = await sut.connect(url);
    for (const socket of [deaf, alive]) {
      await socket.next('connected');
      socket.send({ type: 'auth', data: { token: await sut.token(newUserId()) } });
      await socket.next('auth_success');
    }
    const started = Date.now();
    expect((await deaf.closed).code).toBe(1006);
    expect(Date.now() - started).toBeLessThan(1000);
    await new Promise((resolve) => setTimeout(resolve, 300));
    await alive.sync();
    alive.close();
  });

  it('survives a flood of garbage from one socket while another is served', async () => {
    const { app } = await sut.build({ RATE_LIMIT_PER_SECOND: '1000', RATE_LIMIT_BURST: '1000' });
    const noisy = await sut.signIn(newUserId(), { app });
    const quiet = await sut.signIn(newUserId(), { app });
    const garbage = [
      '',
      '{',
      'null',
      '{"type":1}',
      '{"type":"send_message","data":[]}',
      '{"type":"ack","data":{"chatId":"general","seq":-1}}',
    ];
    for (let i = 0; i < 300; i++) noisy.send(garbage[i % garbage.length]!);
    await noisy.sync();
    expect(noisy.frames.filter((f) => f.type === 'error' && f.data.code === 'BAD_FRAME')).toHaveLength(300);
    await quiet.sync();
    noisy.close();
    quiet.close();
  });
});
