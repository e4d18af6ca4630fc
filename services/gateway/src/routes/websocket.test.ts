import websocket from '@fastify/websocket';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import WebSocket from 'ws';
import { useGateway } from '../test/harness.js';

/** A stand-in realtime that echoes frames and closes with 4401 on request. */
let realtime: FastifyInstance;
let realtimeUrl = '';
const seenHeaders: Array<Record<string, unknown>> = [];

beforeAll(async () => {
  realtime = Fastify();
  await realtime.register(websocket);
  realtime.get('/ws', { websocket: true }, (socket, request) => {
    seenHeaders.push(request.headers);
    socket.send(JSON.stringify({ type: 'connected' }));
    socket.on('message', (raw) => {
      const text = raw.toString();
      if (text === 'close-me') socket.close(4401, 'auth');
      else socket.send(`echo:${text}`);
    });
  });
  realtimeUrl = await realtime.listen({ port: 0, host: '127.0.0.1' });
});
afterAll(async () => {
  await realtime?.close();
});

const sut = useGateway();

async function connect(gatewayUrl: string) {
  const socket = new WebSocket(`${gatewayUrl.replace('http', 'ws')}/ws`, {
    headers: { 'x-request-id': 'ws-trace-1' },
  });
  const frames: string[] = [];
  socket.on('message', (data) => frames.push(data.toString()));
  await new Promise((resolve, reject) => {
    socket.once('open', resolve);
    socket.once('error', reject);
  });
  return { socket, frames };
}

const until = async (check: () => boolean) => {
  for (let i = 0; i < 100 && !check(); i++) await new Promise((r) => setTimeout(r, 20));
  expect(check()).toBe(true);
};

describe('/ws relay to realtime', () => {
  it('relays frames both ways and forwards the request id', async () => {
    const gateway = await sut.build({ REALTIME_URL: realtimeUrl });
    const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
    const { socket, frames } = await connect(url);
    socket.send('hello');
    await until(() => frames.includes('echo:hello'));
    expect(frames[0]).toBe(JSON.stringify({ type: 'connected' }));
    expect(seenHeaders.at(-1)!['x-request-id']).toBe('ws-trace-1');
    socket.close(1000);
  });

  it('passes realtime close codes through to the browser', async () => {
    const gateway = await sut.build({ REALTIME_URL: realtimeUrl });
    const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
    const { socket } = await connect(url);
    const closed = new Promise<number>((resolve) => socket.once('close', (code) => resolve(code)));
    socket.send('close-me');
    expect(await closed).toBe(4401);
  });

  it('closes the browser socket abnormally when realtime is down, so the client reconnects', async () => {
    const gateway = await sut.build({ REALTIME_URL: 'http://127.0.0.1:9' });
    const url = await gateway.listen({ port: 0, host: '127.0.0.1' });
    const socket = new WebSocket(`${url.replace('http', 'ws')}/ws`);
    const code = await new Promise<number>((resolve) => {
      socket.once('close', (c) => resolve(c));
      socket.once('error', () => {});
    });
    expect(code).not.toBe(1000);
  });
});
