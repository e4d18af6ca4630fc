import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { freePort } from './stack.js';

/**
 * A server process a fault test owns: it may pause (SIGSTOP: the port stays open and nothing
 * answers, as a hung server), resume, kill and restart it on the same port. The machine's shared
 * servers are never touched.
 */
export interface OwnServer {
  url: string;
  port: number;
  pause(): void;
  resume(): void;
  /** Stops it hard (SIGKILL), like a crash. */
  kill(): Promise<void>;
  /** Starts it again on the same port. */
  restart(): Promise<void>;
  stop(): Promise<void>;
}

async function waitForPort(port: number, timeoutMs = 10_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const open = await new Promise<boolean>((resolve) => {
      const socket = connect(port, '127.0.0.1', () => {
        socket.destroy();
        resolve(true);
      });
      socket.on('error', () => resolve(false));
    });
    if (open) return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error(`nothing listens on port ${port} after ${timeoutMs} ms`);
}

async function ownServer(
  scheme: string,
  command: string,
  args: (port: number, dir: string) => string[],
): Promise<OwnServer> {
  const port = await freePort();
  const dir = mkdtempSync(path.join(tmpdir(), `${command}-`));
  let child: ChildProcess | undefined;
  const start = async () => {
    // Debian puts nats-server in /usr/sbin, which a non-root PATH may lack.
    const PATH = `${process.env.PATH ?? ''}:/usr/sbin:/usr/bin`;
    child = spawn(command, args(port, dir), { stdio: 'ignore', env: { ...process.env, PATH } });
    child.on('error', () => {});
    await waitForPort(port);
  };
  const kill = async () => {
    const running = child;
    child = undefined;
    if (!running || running.exitCode !== null) return;
    running.kill('SIGCONT');
    await new Promise<void>((resolve) => {
      running.once('exit', () => resolve());
      running.kill('SIGKILL');
    });
  };
  await start();
  return {
    url: `${scheme}://127.0.0.1:${port}`,
    port,
    pause: () => child?.kill('SIGSTOP'),
    resume: () => child?.kill('SIGCONT'),
    kill,
    restart: async () => {
      await kill();
      await start();
    },
    stop: async () => {
      await kill();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}

/** A Redis of the test's own (Debian's redis-server), keeping nothing on disk. */
export function startRedisServer(): Promise<OwnServer> {
  return ownServer('redis', 'redis-server', (port, dir) => [
    '--port',
    String(port),
    '--bind',
    '127.0.0.1',
    '--save',
    '',
    '--appendonly',
    'no',
    '--dir',
    dir,
  ]);
}

/** A NATS server with JetStream of the test's own (Debian's nats-server); its store survives restarts. */
export function startNatsServer(): Promise<OwnServer> {
  return ownServer('nats', 'nats-server', (port, dir) => [
    '-a',
    '127.0.0.1',
    '-p',
    String(port),
    '-js',
    '-sd',
    dir,
  ]);
}
