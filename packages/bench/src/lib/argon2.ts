import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { REPO_ROOT } from '@taishan/testing';

export interface Argon2Params {
  memoryCost: number;
  timeCost: number;
  parallelism: number;
}

interface Argon2Config {
  ARGON2_MEMORY_KIB: number;
  ARGON2_TIME_COST: number;
}

/** A module of a built service (`services/<service>/dist/<file>`). */
export const importBuilt = <T>(service: string, file: string): Promise<T> =>
  import(pathToFileURL(path.join(REPO_ROOT, 'services', service, 'dist', file)).href) as Promise<T>;

/**
 * A service's argon2 settings, read the way the service reads them: its own config schema
 * (`schemaName` in its `config.js`) over the environment the bench starts it with, so overrides of
 * ARGON2_MEMORY_KIB and ARGON2_TIME_COST are followed.
 */
export async function configuredArgon2(
  service: string,
  schemaName: string,
  env: Record<string, string>,
  parallelism: number,
): Promise<Argon2Params> {
  const config = (
    await importBuilt<Record<string, { parse(env: unknown): Argon2Config }>>(service, 'config.js')
  )[schemaName]!.parse(env);
  return { memoryCost: config.ARGON2_MEMORY_KIB, timeCost: config.ARGON2_TIME_COST, parallelism };
}

/**
 * Stops the bench unless `storedHash` (a hash the service stored during the run) is argon2id made
 * with `expected`: the figures are only meaningful for the parameters the report prints.
 */
export function checkStoredHash(who: string, storedHash: string, expected: Argon2Params): void {
  // $argon2id$v=19$m=19456,p=1,t=2$salt$hash (the order of m, t and p varies by library)
  const [, kind, , encoded = ''] = storedHash.split('$');
  const fields = Object.fromEntries(encoded.split(',').map((kv) => kv.split('=') as [string, string]));
  const stored = {
    memoryCost: Number(fields.m),
    timeCost: Number(fields.t),
    parallelism: Number(fields.p),
  };
  if (kind !== 'argon2id' || JSON.stringify(stored) !== JSON.stringify(expected)) {
    throw new Error(
      `${who} stored ${storedHash.split('$').slice(0, 4).join('$')}, expected ${JSON.stringify(expected)}`,
    );
  }
}

export const describeArgon2 = (p: Argon2Params): string =>
  `m=${p.memoryCost} KiB, t=${p.timeCost}, p=${p.parallelism}`;
