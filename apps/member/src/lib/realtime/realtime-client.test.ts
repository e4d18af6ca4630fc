import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { PONG_TIMEOUT_MS, RealtimeClient, type RealtimeDeps, type SocketLike } from './realtime-client';

class FakeSocket implements SocketLike {
  readyState = 0;
  sent: unknown[] = [];
  closedWith: number | undefined;
  onopen: SocketLike['onopen'] = null;
  onmessage: SocketLike['onmessage'] = null;
  onclose: SocketLike['onclose'] = null;
  onerror: SocketLike['onerror'] = null;
  constructor(readonly url: string) {}
  send(data: string) {
    this.sent.push(JSON.parse(data));
  }
  close(code?: number) {
    this.closedWith = code;
    this.readyState = 3;
  }
  open() {
    this.readyState = 1;
    this.onopen?.(new Event('open'));
  }
  frame(type: string, data: unknown) {
    this.onmessage?.({ data: JSON.stringify({ type, data }) } as MessageEvent);
  }
  serverClose(code: number) {
    this.readyState = 3;
    this.onclose?.({ code } as CloseEvent);
  }
}

let sockets: FakeSocket[];
let deps: RealtimeDeps & {
  getToken: ReturnType<typeof vi.fn<() => Promise<string | null>>>;
  renewToken: ReturnType<typeof vi.fn<(stale: string | null) => Promise<string | null>>>;
  onSessionLost: ReturnType<typeof vi.fn<() => void>>;
};

const last = () => sockets.at(-1)!;
const flush = () => vi.advanceTimersByTimeAsync(0);

async function connected(client: RealtimeClient) {
  client.start();
  await flush();
  last().open();
  last().frame('auth_success', { userId: 'u1', username: 'qingxu' });
}

beforeEach(() => {
  vi.useFakeTimers();
  sockets = [];
  deps = {
    url: () => 'ws://host/ws',
    getToken: vi.fn<() => Promise<string | null>>(async () => 'token-1'),
    renewToken: vi.fn<(stale: string | null) => Promise<string | null>>(async () => 'token-2'),
    onSessionLost: vi.fn<() => void>(),
    createSocket: (url) => {
      const socket = new FakeSocket(url);
      sockets.push(socket);
      return socket;
    },
  };
});

afterEach(() => {
  vi.useRealTimers();
});

describe('RealtimeClient', () => {
  it('authenticates with its first frame and is connected after auth_success', async () => {
    const client = new RealtimeClient(deps);
    const states: string[] = [];
    client.onState((s) => states.push(s));
    const ready = vi.fn();
    client.onReady(ready);
    await connected(client);
    expect(last().url).toBe('ws://host/ws');
    expect(last().sent[0]).toEqual({ type: 'auth', data: { token: 'token-1' } });
    expect(states).toEqual(['connecting', 'connected']);
    expect(ready).toHaveBeenCalledTimes(1);
    expect(client.isReady()).toBe(true);
  });

  it('hands parsed frames to the subscribers of their type and ignores malformed ones', async () => {
    const client = new RealtimeClient(deps);
    const typing = vi.fn();
    client.on('typing', typing);
    await connected(client);
    last().frame('typing', { chatId: 'general', userId: 'u2', nickname: '玄真', isTyping: true });
    last().frame('typing', { chatId: 'general' });
    last().onmessage?.({ data: 'not json' } as MessageEvent);
    expect(typing).toHaveBeenCalledTimes(1);
    expect(typing).toHaveBeenCalledWith({
      chatId: 'general',
      userId: 'u2',
      nickname: '玄真',
      isTyping: true,
    });
  });

  it('pings every 30 s and gives up on a socket that stays silent after a ping', async () => {
    const client = new RealtimeClient(deps);
    await connected(client);
    await vi.advanceTimersByTimeAsync(30_000);
    expect(last().sent.at(-1)).toEqual({ type: 'ping' });
    last().frame('pong', { serverTime: new Date().toISOString() });
    await vi.advanceTimersByTimeAsync(30_000);
    expect(last().sent.filter((f) => (f as { type: string }).type === 'ping')).toHaveLength(2);
    await vi.advanceTimersByTimeAsync(PONG_TIMEOUT_MS);
    expect(sockets[0]?.closedWith).toBe(4000);
    expect(client.state).toBe('connecting');
    await vi.advanceTimersByTimeAsync(3000);
    expect(sockets).toHaveLength(2);
  });

  it('reconnects 3 s after an abnormal close, and only then', async () => {
    const client = new RealtimeClient(deps);
    await connected(client);
    last().serverClose(1006);
    expect(client.state).toBe('connecting');
    await vi.advanceTimersByTimeAsync(2999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    expect(deps.renewToken).not.toHaveBeenCalled();
  });

  it('waits a minute, not 3 s, after being refused for too many devices (4429)', async () => {
    const client = new RealtimeClient(deps);
    await connected(client);
    last().serverClose(4429);
    await vi.advanceTimersByTimeAsync(59_999);
    expect(sockets).toHaveLength(1);
    await vi.advanceTimersByTimeAsync(1);
    expect(sockets).toHaveLength(2);
    expect(deps.onSessionLost).not.toHaveBeenCalled();
  });

  it('renews the token before reconnecting when the server closed with 4401', async () => {
    const client = new RealtimeClient(deps);
    await connected(client);
    deps.getToken.mockResolvedValue('token-2');
    last().serverClose(4401);
    await flush();
    expect(deps.renewToken).toHaveBeenCalledWith('token-1');
    await vi.advanceTimersByTimeAsync(3000);
    last().open();
    expect(last().sent[0]).toEqual({ type: 'auth', data: { token: 'token-2' } });
  });

  it('ends the session when the refused token cannot be renewed', async () => {
    deps.renewToken.mockResolvedValue(null);
    const client = new RealtimeClient(deps);
    await connected(client);
    last().serverClose(4401);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(deps.onSessionLost).toHaveBeenCalledTimes(1);
    expect(sockets).toHaveLength(1);
    expect(client.state).toBe('idle');
  });

  it('keeps trying, without ending the session, while no token is usable', async () => {
    deps.getToken.mockResolvedValueOnce(null);
    const client = new RealtimeClient(deps);
    client.start();
    await flush();
    expect(sockets).toHaveLength(0);
    expect(client.state).toBe('connecting');
    await vi.advanceTimersByTimeAsync(3000);
    expect(sockets).toHaveLength(1);
    expect(deps.onSessionLost).not.toHaveBeenCalled();
  });

  it('closes with 1000 on stop and does not reconnect', async () => {
    const client = new RealtimeClient(deps);
    await connected(client);
    const socket = last();
    client.stop();
    expect(socket.closedWith).toBe(1000);
    expect(client.state).toBe('idle');
    await vi.advanceTimersByTimeAsync(60_000);
    expect(sockets).toHaveLength(1);
    expect(client.send({ type: 'ping' })).toBe(false);
  });

  it('reconnects at once when woken while waiting (network back, page visible)', async () => {
    const client = new RealtimeClient(deps);
    await connected(client);
    client.drop();
    expect(sockets[0]?.closedWith).toBe(4000);
    client.wake();
    await flush();
    expect(sockets).toHaveLength(2);
  });
});
