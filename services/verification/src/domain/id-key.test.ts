import { randomBytes } from 'node:crypto';
import { mkdtemp, readFile, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { ConfigError } from '@taishan/service-kit';
import { describe, expect, it } from 'vitest';
import { readVerificationConfig } from '../config.js';
import { createIdCipher } from './id-cipher.js';
import { loadIdKey } from './id-key.js';

const tempFile = async () => join(await mkdtemp(join(tmpdir(), 'verification-key-')), 'nested', 'id-key');

describe('the ID encryption key', () => {
  it('takes ID_ENCRYPTION_KEY as base64 or hex', async () => {
    const raw = randomBytes(32);
    for (const written of [raw.toString('base64'), raw.toString('hex')]) {
      const config = readVerificationConfig({ ID_ENCRYPTION_KEY: written });
      const { key, source } = await loadIdKey(config);
      expect(source).toBe('config');
      expect(key.equals(raw)).toBe(true);
    }
  });

  it('refuses a key that is not 32 bytes, and a production start without a key', () => {
    expect(() => readVerificationConfig({ ID_ENCRYPTION_KEY: randomBytes(16).toString('base64') })).toThrow(
      /ID_ENCRYPTION_KEY: 32 bytes as base64 or hex/,
    );
    expect(() => readVerificationConfig({ NODE_ENV: 'production' })).toThrow(ConfigError);
    expect(() => readVerificationConfig({ NODE_ENV: 'production' })).toThrow(
      /ID_ENCRYPTION_KEY: required in production/,
    );
  });

  it('generates a local key once, keeps it private, and reads the same one on the next start', async () => {
    const file = await tempFile();
    const config = readVerificationConfig({ ID_ENCRYPTION_KEY_FILE: file });
    const first = await loadIdKey(config);
    expect(first.source).toBe('generated');
    expect(first.key).toHaveLength(32);
    expect((await stat(file)).mode & 0o777).toBe(0o600);
    const second = await loadIdKey(config);
    expect(second.source).toBe('file');
    expect(second.key.equals(first.key)).toBe(true);
    // What one start stored, the next start reads.
    const stored = createIdCipher(first.key).encrypt('11010519491231002X', 'app-1');
    expect(createIdCipher(second.key).decrypt(stored, 'app-1')).toBe('11010519491231002X');
    expect((await readFile(file, 'utf8')).trim()).toBe(first.key.toString('base64'));
  });

  it('refuses a damaged key file instead of replacing it', async () => {
    const file = await tempFile();
    await loadIdKey(readVerificationConfig({ ID_ENCRYPTION_KEY_FILE: file }));
    await writeFile(file, 'short');
    await expect(loadIdKey(readVerificationConfig({ ID_ENCRYPTION_KEY_FILE: file }))).rejects.toThrow(
      /does not hold a 32-byte key/,
    );
  });
});

describe('the ID cipher', () => {
  const cipher = createIdCipher(randomBytes(32));

  it('encrypts with a fresh nonce each time and opens only with the same key and row', () => {
    const a = cipher.encrypt('11010519491231002X', 'row-1');
    const b = cipher.encrypt('11010519491231002X', 'row-1');
    expect(a).not.toBe(b);
    expect(a).not.toContain('11010519491231002X');
    expect(cipher.decrypt(a, 'row-1')).toBe('11010519491231002X');
    expect(() => cipher.decrypt(a, 'row-2')).toThrow();
    expect(() => createIdCipher(randomBytes(32)).decrypt(a, 'row-1')).toThrow();
  });

  it('hashes with a key: equal identities meet (x/X, 15 and 18 digits), other keys differ', () => {
    expect(cipher.hash('11010519491231002x')).toBe(cipher.hash('11010519491231002X'));
    // 110105491231002 is the 15-digit form of 11010519491231002X.
    expect(cipher.hash('110105491231002')).toBe(cipher.hash('11010519491231002X'));
    expect(cipher.hash('11010519491231002X')).not.toBe(
      createIdCipher(randomBytes(32)).hash('11010519491231002X'),
    );
  });
});
