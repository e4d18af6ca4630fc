import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const REPO_ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

export interface StackService {
  name: string;
  /** The variable name the gateway reads to find it, e.g. AUTH_URL. */
  urlVar: string;
}

/** Services behind the gateway, in start order. Later issues add theirs here. */
export const STACK_SERVICES: StackService[] = [
  { name: 'auth', urlVar: 'AUTH_URL' },
  { name: 'chat', urlVar: 'CHAT_URL' },
  { name: 'realtime', urlVar: 'REALTIME_URL' },
  { name: 'wallet', urlVar: 'WALLET_URL' },
  { name: 'verification', urlVar: 'VERIFICATION_URL' },
];

export interface RunningStack {
  gatewayUrl: string;
  urls: Record<string, string>;
  stop(): Promise<void>;
}

/**
 * Starts the built services and the gateway as child processes, exactly as `pnpm start` runs them,
 * on free ports with the given environment (a test context's database and prefixes).
 */
export async function startStack(
  env: Record<string, string>,
  extra: Record<string, string> = {},
): Promise<RunningStack> {
  const children: ChildProcess[] = [];
  const urls: Record<string, string> = {};
  const shared: Record<string, string> = { ...env, ...extra };
  for (const service of STACK_SERVICES) {
    const port = await freePort();
    urls[service.urlVar] = `http://127.0.0.1:${port}`;
  }
  Object.assign(shared, urls);
  const gatewayPort = await freePort();
  const stop = async () => {
    await Promise.all(children.map((child) => stopChild(child)));
  };
  try {
    for (const service of STACK_SERVICES) {
      const port = new URL(urls[service.urlVar]!).port;
      children.push(launch(service.name, { ...shared, PORT: port }));
    }
    await Promise.all(STACK_SERVICES.map((s) => waitReady(`${urls[s.urlVar]}/ready`, s.name, children)));
    // Its metrics listener takes any free port: stacks of parallel test files must not collide.
    children.push(launch('gateway', { METRICS_PORT: '0', ...shared, PORT: String(gatewayPort) }));
    const gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
    await waitReady(`${gatewayUrl}/ready`, 'gateway', children);
    return { gatewayUrl, urls, stop };
  } catch (err) {
    await stop();
    throw err;
  }
}

function launch(name: string, env: Record<string, string>): ChildProcess {
  const entry = path.join(REPO_ROOT, 'services', name, 'dist', 'server.js');
  if (!existsSync(entry)) throw new Error(`${entry} is missing: run \`pnpm build\` first`);
  const child = spawn(process.execPath, [entry], {
    env: { PATH: process.env.PATH ?? '', ...env, HOST: '127.0.0.1' },
    stdio: ['ignore', 'inherit', 'inherit'],
  });
  child.once('exit', (code, signal) => {
    (child as ChildProcess & { exitInfo?: string }).exitInfo = `exited with ${code ?? signal}`;
  });
  (child as ChildProcess & { serviceName?: string }).serviceName = name;
  return child;
}

async function waitReady(url: string, name: string, children: ChildProcess[], timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    const dead = children.find((c) => c.exitCode !== null || c.signalCode !== null);
    if (dead) {
      throw new Error(
        `${(dead as ChildProcess & { serviceName?: string }).serviceName} stopped during start-up`,
      );
    }
    try {
      const res = await fetch(url, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  throw new Error(`${name} was not ready at ${url} within ${timeoutMs} ms`);
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), 10_000);
    child.once('exit', () => {
      clearTimeout(timer);
      resolve();
    });
    child.kill('SIGTERM');
  });
}
