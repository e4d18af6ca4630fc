import type { OutboxRelay } from '@taishan/db';
import type { EventBus } from '@taishan/events';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { VerificationConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { IdCipher } from './id-cipher.js';

/** What the domain functions need; built once in app.ts. */
export interface VerificationContext {
  db: Kysely<Database>;
  config: VerificationConfig;
  bus: EventBus;
  relay: OutboxRelay;
  cipher: IdCipher;
  log: FastifyBaseLogger;
}

/** The admin acting, for the audit trail. */
export interface Actor {
  id: string;
  username: string | null;
  ip: string | null;
  requestId: string | null;
}
