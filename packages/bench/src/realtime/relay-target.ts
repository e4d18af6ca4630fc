import { spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import type { BenchSession } from '../lib/session.js';
import { Clients, directedRoutes, openSockets } from './clients.js';
import { measure, type TargetResult } from './phases.js';
import { FANOUT_ROOM, SOCKETS } from './settings.js';

export type RelayResult = TargetResult & { relayStats: string };

/**
 * Starts `ws-relay.js` in its own process, as the services run in theirs, and reads the port from
 * its first line; `stop` resolves with the line of what it forwarded.
 */
async function startRelay(): Promise<{ port: number; stop(): Promise<string> }> {
  const entry = path.join(path.dirname(fileURLToPath(import.meta.url)), '..', 'ws-relay.js');
  const child = spawn(process.execPath, [entry], { stdio: ['ignore', 'pipe', 'inherit'] });
  const iterator = createInterface({ input: child.stdout! })[Symbol.asyncIterator]();
  const first = await Promise.race([
    iterator.next(),
    sleep(10_000, { value: undefined, done: true as const }),
  ]);
  if (!first.value) {
    child.kill('SIGKILL');
    throw new Error('the ws relay did not start');
  }
  const { port } = JSON.parse(first.value as string) as { port: number };
  const stop = async () => {
    if (child.exitCode !== null || child.signalCode !== null) return '';
    const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
    const stats = iterator.next().then((r) => (r.value as string | undefined) ?? '');
    child.kill('SIGTERM');
    const timer = setTimeout(() => child.kill('SIGKILL'), 5000);
    await exited;
    clearTimeout(timer);
    return Promise.race([stats, sleep(100, '')]);
  };
  return { port, stop };
}

/**
 * Target 2, the baseline: the same sockets, routes, frames and phases against a bare `ws` relay,
 * where socket i is paired with socket i ^ 1 by its URL and a room is only a name.
 */
export async function benchRelay(session: BenchSession): Promise<RelayResult> {
  console.info('starting the bare ws relay (own process, 127.0.0.1)');
  const relay = await startRelay();
  let stopped = false;
  let relayStats = '';
  const stop = async () => {
    if (stopped) return;
    stopped = true;
    relayStats = await relay.stop();
  };
  session.defer(stop);
  const clients = new Clients('ws relay', 'send_message');
  session.defer(() => clients.closeAll());
  console.info(`opening ${SOCKETS} websockets to the relay`);
  const openSeconds = await openSockets(
    clients,
    (i) => `ws://127.0.0.1:${relay.port}/?id=${i}&peer=${i ^ 1}`,
    () => {},
    undefined,
  );
  console.info(`  ${SOCKETS} open in ${openSeconds.toFixed(1)} s`);
  const result = await measure(
    clients,
    directedRoutes((p) => `pair-${p}`),
    openSeconds,
    FANOUT_ROOM,
  );
  await clients.closeAll();
  await stop();
  return { ...result, relayStats };
}
