import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ConfigError, databaseEnv, env, loadConfig, natsEnv } from './config.js';

const schema = z.object({ ...databaseEnv, ...natsEnv, PORT: env.port(8101), SECRET: z.string().min(8) });

describe('loadConfig', () => {
  it('fills the documented defaults', () => {
    const config = loadConfig(schema, { SECRET: 'long-enough' });
    expect(config).toMatchObject({
      DATABASE_URL: 'postgres://postgres@127.0.0.1:5432/taishan',
      NATS_URL: 'nats://127.0.0.1:4222',
      NATS_PREFIX: 'taishan',
      PORT: 8101,
    });
  });

  it('lists every bad variable at once', () => {
    let error: unknown;
    try {
      loadConfig(schema, { DATABASE_URL: 'not a url', PORT: '99999', NATS_PREFIX: 'a.b' });
    } catch (err) {
      error = err;
    }
    expect(error).toBeInstanceOf(ConfigError);
    const problems = (error as ConfigError).problems.map((p) => p.split(':')[0]).sort();
    expect(problems).toEqual(['DATABASE_URL', 'NATS_PREFIX', 'PORT', 'SECRET']);
    expect((error as ConfigError).message).toContain('Invalid configuration:');
  });

  it('reads booleans the way operators write them', () => {
    const flags = z.object({ A: env.bool(false), B: env.bool(true), C: env.bool(false) });
    expect(loadConfig(flags, { A: 'on', C: '1' })).toEqual({ A: true, B: true, C: true });
    expect(() => loadConfig(flags, { A: 'maybe' })).toThrow(ConfigError);
  });
});
