import type { OutboxRelay } from '@taishan/db';
import type { EventBus } from '@taishan/events';
import type { FastifyBaseLogger } from 'fastify';
import type { Kysely } from 'kysely';
import type { ChatConfig } from '../config.js';
import type { Database } from '../db/database.js';

/** What the domain functions need; built once in app.ts. */
export interface ChatContext {
  db: Kysely<Database>;
  config: ChatConfig;
  bus: EventBus;
  relay: OutboxRelay;
  log: FastifyBaseLogger;
}
