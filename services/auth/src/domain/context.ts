import type { OutboxRelay } from '@taishan/db';
import type { EventBus } from '@taishan/events';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { AuthConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { PasswordHasher } from './passwords.js';
import type { TokenSigner } from './tokens.js';

/** What the domain functions need; built once in app.ts. */
export interface AuthContext {
  db: Kysely<Database>;
  config: AuthConfig;
  bus: EventBus;
  relay: OutboxRelay;
  log: FastifyBaseLogger;
  hasher: PasswordHasher;
  signer: TokenSigner;
}
