// biome-ignore-all lint/suspicious/noTemplateCurlyInString: the strings here are compose interpolations, not templates
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import type { ZodObject } from 'zod';
import { authConfigSchema } from '../../../services/auth/src/config.js';
import { chatConfigSchema } from '../../../services/chat/src/config.js';
import { gatewayConfigSchema } from '../../../services/gateway/src/config.js';
import { realtimeConfigSchema } from '../../../services/realtime/src/config.js';
import { verificationConfigSchema } from '../../../services/verification/src/config.js';
import { walletConfigSchema } from '../../../services/wallet/src/config.js';
import {
  type ComposeFile,
  checkCompose,
  interpolate,
  parseCompose,
  SAMPLE_REQUIRED_VALUE,
} from './compose.js';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');

/** services/<name> -> its config schema. A new service in compose must be added here (the check says so). */
const SCHEMAS: Record<string, ZodObject> = {
  auth: authConfigSchema,
  chat: chatConfigSchema,
  gateway: gatewayConfigSchema,
  realtime: realtimeConfigSchema,
  verification: verificationConfigSchema,
  wallet: walletConfigSchema,
};

const composeSource = readFileSync(path.join(root, 'docker-compose.yml'), 'utf8');
const initDir = path.join(root, 'infra/postgres/init');
const initScript = readdirSync(initDir)
  .map((f) => readFileSync(path.join(initDir, f), 'utf8'))
  .join('\n');

const load = () => parseCompose(composeSource);
const check = (compose: ComposeFile) => checkCompose(compose, SCHEMAS, { initScript });
const envOf = (compose: ComposeFile, name: string) =>
  compose.services[name]!.environment as Record<string, string>;

describe('docker-compose.yml against the services’ config schemas', () => {
  it('sets everything each service requires, only names it reads, and routes to real services', () => {
    expect(check(load())).toEqual([]);
  });

  it('runs every service whose schema the check knows, each from infra/Dockerfile', () => {
    const compose = load();
    const commands = Object.values(compose.services).map((s) => [s.command].flat().join(' '));
    for (const name of Object.keys(SCHEMAS))
      expect(commands).toContain(`node services/${name}/dist/server.js`);
  });
});

// The check must be able to fail: each case breaks one thing in a copy of the real file.
describe('the check catches', () => {
  it('a required variable that is missing (ADMIN_INITIAL_PASSWORD in production)', () => {
    const compose = load();
    delete envOf(compose, 'auth').ADMIN_INITIAL_PASSWORD;
    expect(check(compose)).toContainEqual(expect.stringMatching(/auth: ADMIN_INITIAL_PASSWORD: required/));
  });

  it('a misspelt variable', () => {
    const compose = load();
    const env = envOf(compose, 'gateway');
    env.RATE_LIMT_AUTH_MAX = env.RATE_LIMIT_AUTH_MAX!;
    delete env.RATE_LIMIT_AUTH_MAX;
    expect(check(compose)).toContainEqual(expect.stringMatching(/RATE_LIMT_AUTH_MAX is not read/));
  });

  it('an invalid value', () => {
    const compose = load();
    envOf(compose, 'auth').NATS_PREFIX = 'taishan.events';
    expect(check(compose)).toContainEqual(expect.stringMatching(/auth: NATS_PREFIX: letters, digits/));
  });

  it('a route to a service compose does not run, or on the wrong port', () => {
    const compose = load();
    envOf(compose, 'gateway').AUTH_URL = 'http://authentication:8101';
    expect(check(compose)).toContainEqual(expect.stringMatching(/AUTH_URL points at "authentication"/));
    envOf(compose, 'gateway').AUTH_URL = 'http://auth:9999';
    expect(check(compose)).toContainEqual(expect.stringMatching(/AUTH_URL uses port 9999/));
  });

  it('a variable left to its loopback default', () => {
    const compose = load();
    delete envOf(compose, 'gateway').AUTH_URL;
    delete envOf(compose, 'auth').HOST;
    const problems = check(compose);
    expect(problems).toContainEqual(expect.stringMatching(/gateway: AUTH_URL is not set .* loopback/));
    expect(problems).toContainEqual(expect.stringMatching(/auth: HOST is not set .* loopback/));
  });

  it('a database role other than the service’s own', () => {
    const compose = load();
    envOf(compose, 'auth').DATABASE_URL = 'postgres://postgres:${POSTGRES_PASSWORD:?x}@postgres:5432/taishan';
    expect(check(compose)).toContainEqual(expect.stringMatching(/logs in as "postgres"/));
  });

  it('an unset variable without default or required marker', () => {
    const compose = load();
    envOf(compose, 'gateway').LOG_LEVEL = '${LOG_LEVEL}';
    expect(check(compose)).toContainEqual(expect.stringMatching(/\$\{LOG_LEVEL\} has neither a default/));
  });

  it('a service with a published port other than the gateway', () => {
    const compose = load();
    compose.services.auth!.ports = ['8101:8101'];
    expect(check(compose)).toContainEqual(expect.stringMatching(/auth: only the gateway publishes a port/));
  });

  it('a service compose runs but the check does not know', () => {
    const compose = load();
    compose.services.mailer = {
      ...compose.services.auth!,
      command: ['node', 'services/mailer/dist/server.js'],
    };
    expect(check(compose)).toContainEqual(
      expect.stringMatching(/whose config schema the check does not know/),
    );
  });
});

describe('interpolation', () => {
  it('follows compose: defaults, required values and $$', () => {
    const problems: string[] = [];
    expect(interpolate('a${X:-1}b${Y-2}c${Z:?set Z}$$', problems, 'w')).toBe(
      `a1b2c${SAMPLE_REQUIRED_VALUE}$`,
    );
    expect(problems).toEqual([]);
  });
});
