#!/usr/bin/env node
// `pnpm start`: install if needed, build, then run every service and the gateway (each service
// migrates its own schema at start). Configuration comes from the environment (README.md).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const run = (cmd, args) => {
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  if (result.status !== 0) process.exit(result.status ?? 1);
};

const modules = path.join(root, 'node_modules', '.modules.yaml');
if (!existsSync(modules) || statSync(path.join(root, 'pnpm-lock.yaml')).mtimeMs > statSync(modules).mtimeMs) {
  run('pnpm', ['install', '--frozen-lockfile']);
}
if (!process.argv.includes('--no-build')) run('pnpm', ['run', 'build']);

/** Services in start order, with the variable that tells the gateway (and us) where each listens. */
const SERVICES = [
  { name: 'auth', urlVar: 'AUTH_URL', port: 8101 },
  { name: 'chat', urlVar: 'CHAT_URL', port: 8102 },
  { name: 'realtime', urlVar: 'REALTIME_URL', port: 8106 },
  { name: 'wallet', urlVar: 'WALLET_URL', port: 8103 },
  { name: 'verification', urlVar: 'VERIFICATION_URL', port: 8104 },
];

const env = {
  DEMO_SEED: 'true',
  ...process.env,
};
for (const s of SERVICES) env[s.urlVar] ??= `http://127.0.0.1:${s.port}`;

/**
 * Supervision: a service that exits on its own is started again after a back-off (1 s, doubling
 * up to 30 s, back to 1 s once it has stayed up for a minute); the others keep running. Only
 * Ctrl-C / SIGTERM stops everything.
 */
const children = new Map();
let stopping = false;
const log = (message) => console.error(`[start] ${new Date().toISOString()} ${message}`);

function launch(name, extra) {
  const state = children.get(name) ?? { restarts: 0, delayMs: 1000 };
  const child = spawn(process.execPath, [path.join(root, 'services', name, 'dist', 'server.js')], {
    cwd: root,
    env: { ...env, ...extra },
    stdio: 'inherit',
  });
  state.child = child;
  state.startedAt = Date.now();
  children.set(name, state);
  log(`${name} started (pid ${child.pid})`);
  child.on('exit', (code, signal) => {
    if (stopping) return;
    const upMs = Date.now() - state.startedAt;
    if (upMs > 60_000) state.delayMs = 1000;
    state.restarts += 1;
    log(
      `${name} exited (${signal ?? `code ${code}`}) after ${(upMs / 1000).toFixed(1)} s; ` +
        `restarting in ${state.delayMs / 1000} s (restart ${state.restarts}); the other services keep running`,
    );
    state.timer = setTimeout(() => {
      if (stopping) return;
      launch(name, extra);
    }, state.delayMs);
    state.delayMs = Math.min(state.delayMs * 2, 30_000);
  });
  return child;
}

async function waitReady(name, url) {
  for (let i = 0; i < 300; i++) {
    try {
      const res = await fetch(`${url}/ready`, { signal: AbortSignal.timeout(2000) });
      if (res.ok) return;
    } catch {
      // not up yet
    }
    await new Promise((r) => setTimeout(r, 200));
  }
  log(`${name} did not become ready at ${url}`);
  stop(1);
}

function stop(code = 0) {
  stopping = true;
  const running = [];
  for (const { child, timer } of children.values()) {
    clearTimeout(timer);
    if (child.exitCode === null && child.signalCode === null) {
      running.push(new Promise((r) => child.once('exit', r)));
      child.kill('SIGTERM');
    }
  }
  setTimeout(() => process.exit(code), 12_000).unref();
  Promise.all(running).then(() => process.exit(code));
}
process.on('SIGINT', () => stop(0));
process.on('SIGTERM', () => stop(0));

for (const s of SERVICES) {
  const url = new URL(env[s.urlVar]);
  launch(s.name, {
    PORT: url.port || String(s.port),
    HOST: url.hostname,
    LOG_LEVEL: env.LOG_LEVEL ?? 'info',
  });
}
await Promise.all(SERVICES.map((s) => waitReady(s.name, env[s.urlVar])));
const gatewayPort = env.PORT ?? '8080';
const gatewayHost = env.HOST ?? '127.0.0.1';
launch('gateway', { PORT: gatewayPort, HOST: gatewayHost });
await waitReady('gateway', `http://${gatewayHost}:${gatewayPort}`);
console.info(
  `\n  泰山宫 is running: member app http://${gatewayHost}:${gatewayPort}/  admin console http://${gatewayHost}:${gatewayPort}/admin/\n`,
);
