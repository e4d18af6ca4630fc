import { createServer, type Server, type Socket, connect as tcpConnect } from 'node:net';

/**
 * A TCP proxy a fault test puts in front of a real server (Postgres, Redis, NATS) so it can fail
 * the way networks and servers fail, without touching the machine's shared server:
 * - `cut()` resets every open connection (a server restart, a dropped NAT entry);
 * - `stall()` keeps connections open but moves no bytes, new ones included (a hung server);
 * - `refuse()` closes the port (connection refused) until `accept()` opens it again.
 */
export interface TcpProxy {
  readonly port: number;
  /** `url` with its host and port replaced by the proxy's. */
  via(url: string): string;
  cut(): void;
  stall(): void;
  resume(): void;
  refuse(): Promise<void>;
  accept(): Promise<void>;
  /** Open connections through the proxy right now. */
  readonly connections: number;
  close(): Promise<void>;
}

export async function startTcpProxy(target: { host: string; port: number }): Promise<TcpProxy> {
  const pairs = new Set<[Socket, Socket]>();
  let stalled = false;
  let server: Server | undefined;
  let port = 0;

  function setFlowing([client, upstream]: [Socket, Socket], flowing: boolean) {
    if (flowing) {
      client.resume();
      upstream.resume();
    } else {
      client.pause();
      upstream.pause();
    }
  }

  function onConnection(client: Socket) {
    const upstream = tcpConnect(target.port, target.host);
    const pair: [Socket, Socket] = [client, upstream];
    pairs.add(pair);
    const drop = () => {
      pairs.delete(pair);
      client.destroy();
      upstream.destroy();
    };
    client.on('error', drop).on('close', drop);
    upstream.on('error', drop).on('close', drop);
    // Bytes are written by hand (not pipe) so a stall holds them back in both directions.
    client.on('data', (chunk) => upstream.write(chunk));
    upstream.on('data', (chunk) => client.write(chunk));
    if (stalled) setFlowing(pair, false);
  }

  async function listen() {
    server = createServer(onConnection);
    await new Promise<void>((resolve, reject) => {
      server?.once('error', reject);
      server?.listen(port, '127.0.0.1', () => resolve());
    });
    port = (server.address() as { port: number }).port;
  }

  function cut() {
    for (const [client, upstream] of pairs) {
      client.resetAndDestroy();
      upstream.destroy();
    }
    pairs.clear();
  }

  async function refuse() {
    const closing = server;
    server = undefined;
    cut();
    if (closing) await new Promise<void>((resolve) => closing.close(() => resolve()));
  }

  await listen();
  return {
    get port() {
      return port;
    },
    get connections() {
      return pairs.size;
    },
    via(url: string) {
      const u = new URL(url);
      u.hostname = '127.0.0.1';
      u.port = String(port);
      return u.toString();
    },
    cut,
    stall() {
      stalled = true;
      for (const pair of pairs) setFlowing(pair, false);
    },
    resume() {
      stalled = false;
      for (const pair of pairs) setFlowing(pair, true);
    },
    refuse,
    async accept() {
      if (!server) await listen();
    },
    close: refuse,
  };
}

/** Host and port of a service URL (postgres://, redis://, nats://). */
export function hostPort(url: string): { host: string; port: number } {
  const u = new URL(url);
  return { host: u.hostname, port: Number(u.port) };
}
