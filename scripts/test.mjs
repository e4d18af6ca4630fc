#!/usr/bin/env node
// `pnpm test`: every check the project has, in order, stopping at the first that fails:
// lint and format, typecheck, the architecture boundaries, the build, the service tests against
// real Postgres/Redis/NATS, then the end-to-end tests in headless Chromium.
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const steps = [
  ['lint and format', 'pnpm', ['exec', 'biome', 'ci', '.']],
  [
    'typecheck',
    'pnpm',
    ['exec', 'turbo', 'run', 'typecheck', '--concurrency=2', '--output-logs=errors-only'],
  ],
  ['boundaries', 'pnpm', ['run', 'boundaries']],
  ['build', 'pnpm', ['exec', 'turbo', 'run', 'build', '--concurrency=2', '--output-logs=errors-only']],
  ['service tests', 'pnpm', ['exec', 'vitest', 'run']],
  ['end-to-end tests', 'pnpm', ['--filter', '@taishan/e2e', 'exec', 'vitest', 'run']],
];

const only = process.argv.slice(2);
for (const [name, cmd, args] of steps) {
  if (only.length && !only.some((o) => name.startsWith(o))) continue;
  const started = Date.now();
  console.info(`\n▶ ${name}`);
  const result = spawnSync(cmd, args, { cwd: root, stdio: 'inherit' });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  if (result.status !== 0) {
    console.error(`\n✖ ${name} failed after ${seconds}s`);
    process.exit(result.status ?? 1);
  }
  console.info(`✔ ${name} (${seconds}s)`);
}
