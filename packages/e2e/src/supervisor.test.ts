import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createTestContext, eventually, freePort, REPO_ROOT, type TestContext } from '@taishan/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

/**
 * `pnpm start` as a member of staff runs it (scripts/start.mjs, built services), on free ports
 * against a fresh database and prefixes: a service killed with SIGKILL is started again while
 * the others keep serving.
 */
let ctx: TestContext;
let start: ChildProcess;
let output = '';
const urls: Record<string, string> = {};
let gatewayUrl = '';

const ready = async (url: string) => {
  try {
    return (await fetch(`${url}/ready`, { signal: AbortSignal.timeout(1000) })).status;
  } catch {
    return 0;
  }
};

beforeAll(async () => {
  ctx = await createTestContext();
  for (const name of ['AUTH', 'CHAT', 'REALTIME', 'WALLET', 'VERIFICATION']) {
    urls[name] = `http://127.0.0.1:${await freePort()}`;
  }
  const gatewayPort = await freePort();
  gatewayUrl = `http://127.0.0.1:${gatewayPort}`;
  start = spawn(process.execPath, [path.join(REPO_ROOT, 'scripts/start.mjs'), '--no-build'], {
    cwd: REPO_ROOT,
    env: {
      ...process.env,
      ...ctx.env,
      ...Object.fromEntries(Object.entries(urls).map(([name, url]) => [`${name}_URL`, url])),
      PORT: String(gatewayPort),
      METRICS_PORT: '0',
      LOG_LEVEL: 'warn',
      DEMO_SEED: 'false',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  start.stdout?.on('data', (chunk) => {
    output += chunk;
  });
  start.stderr?.on('data', (chunk) => {
    output += chunk;
  });
  await eventually(async () => output.includes('泰山宫 is running'), 90_000);
}, 120_000);

afterAll(async () => {
  if (start && start.exitCode === null) {
    const exited = new Promise((resolve) => start.once('exit', resolve));
    start.kill('SIGTERM');
    await exited;
  }
  await ctx?.cleanup();
}, 60_000);

describe('pnpm start supervises the services', () => {
  it('restarts a service killed with SIGKILL, says so, and keeps the others serving', async () => {
    const pid = Number(/chat started \(pid (\d+)\)/.exec(output)?.[1]);
    expect(pid).toBeGreaterThan(0);
    process.kill(pid, 'SIGKILL');
    await expect
      .poll(() => output, { timeout: 10_000 })
      .toMatch(/chat exited \(SIGKILL\).*restarting in 1 s/);
    // While chat is down the gateway and the other services answer.
    expect(await ready(gatewayUrl)).toBe(200);
    expect(await ready(urls.AUTH!)).toBe(200);
    await expect.poll(() => ready(urls.CHAT!), { timeout: 60_000, interval: 250 }).toBe(200);
    const restarted = [...output.matchAll(/chat started \(pid (\d+)\)/g)].map((m) => Number(m[1]));
    expect(restarted).toHaveLength(2);
    expect(restarted[1]).not.toBe(pid);
    expect(start.exitCode).toBeNull();
  }, 90_000);
});
