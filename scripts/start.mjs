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

const children = [];
let stopping = false;
function launch(name, extra) {
  const child = spawn(process.execPath, [path.join(root, 'services', name, 'dist', 'server.js')], {
    cwd: root,
    env: { ...env, ...extra },
    stdio: 'inherit',
  });
  child.on('exit', (code, signal) => {
    if (stopping) return;
    console.error(`[start] ${name} stopped (${signal ?? code}); stopping the rest`);
    stop(1);
  });
  children.push(child);
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
  console.error(`[start] ${name} did not become ready at ${url}`);
  stop(1);
}

function stop(code = 0) {
  stopping = true;
  for (const child of children) if (child.exitCode === null) child.kill('SIGTERM');
  setTimeout(() => process.exit(code), 500).unref();
  Promise.all(children.map((c) => (c.exitCode === null ? new Promise((r) => c.once('exit', r)) : null))).then(
    () => process.exit(code),
  );
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
