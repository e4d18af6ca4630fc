import { randomBytes } from 'node:crypto';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { dirname } from 'node:path';
import { fileURLToPath } from 'node:url';
import { decodeKey, type VerificationConfig } from '../config.js';

/** <repo>/.local (git-ignored), from src/domain or dist/domain alike. */
export const DEFAULT_KEY_FILE = fileURLToPath(
  new URL('../../../../.local/verification-id-key', import.meta.url),
);

/**
 * The configured secret, or for a local run the one kept in the key file (created on first start).
 * Losing that file makes stored ID numbers unreadable, so it is only ever created, never replaced.
 */
export async function loadIdKey(
  config: Pick<VerificationConfig, 'ID_ENCRYPTION_KEY' | 'ID_ENCRYPTION_KEY_FILE' | 'NODE_ENV'>,
): Promise<{ key: Buffer; source: 'config' | 'file' | 'generated' }> {
  if (config.ID_ENCRYPTION_KEY) {
    const key = decodeKey(config.ID_ENCRYPTION_KEY);
    if (key) return { key, source: 'config' };
  }
  if (config.NODE_ENV === 'production') throw new Error('ID_ENCRYPTION_KEY is required in production');
  const file = config.ID_ENCRYPTION_KEY_FILE ?? DEFAULT_KEY_FILE;
  const existing = await readKeyFile(file);
  if (existing) return { key: existing, source: 'file' };
  await mkdir(dirname(file), { recursive: true, mode: 0o700 });
  try {
    // 'wx': two services starting together must not each write their own key.
    await writeFile(file, `${randomBytes(32).toString('base64')}\n`, { flag: 'wx', mode: 0o600 });
    const created = await readKeyFile(file);
    if (created) return { key: created, source: 'generated' };
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
    const raced = await readKeyFile(file);
    if (raced) return { key: raced, source: 'file' };
  }
  throw new Error(`the ID key file ${file} does not hold a 32-byte key`);
}

async function readKeyFile(file: string): Promise<Buffer | null> {
  try {
    const key = decodeKey(await readFile(file, 'utf8'));
    if (!key) throw new Error(`the ID key file ${file} does not hold a 32-byte key`);
    return key;
  } catch (err) {
    if ((err as NodeJS.ErrnoException).code === 'ENOENT') return null;
    throw err;
  }
}
