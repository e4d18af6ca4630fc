import type { OutboxRelay } from '@taishan/db';
import type { EventBus } from '@taishan/events';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { WalletConfig } from '../config.js';
import type { Database } from '../db/database.js';
import type { PasswordHasher } from './passwords.js';
import type { PaymentProvider } from './payments.js';

/** What the domain functions need; built once in app.ts. */
export interface WalletContext {
  db: Kysely<Database>;
  config: WalletConfig;
  bus: EventBus;
  relay: OutboxRelay;
  log: FastifyBaseLogger;
  hasher: PasswordHasher;
  payments: PaymentProvider;
  /** The largest amount one operation may move, in fen. */
  maxAmount: bigint;
}
