import '@taishan/service-kit';
import '@taishan/events';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { Kysely, Migration } from 'kysely';
import { postgresCheck } from './connect.js';
import { openServiceDatabase } from './migrate.js';
import { type OutboxRelay, startOutboxRelay } from './outbox.js';

declare module 'fastify' {
  interface FastifyInstance {
    /** The service's own schema (typed by the service through its context). */
    db: Kysely<any>;
    /** Publishes committed outbox rows; `kick()` after a transaction that enqueued events. */
    outbox: OutboxRelay;
  }
}

export interface DatabasePluginOptions {
  config: {
    DATABASE_URL: string;
    DATABASE_POOL_MAX: number;
    DATABASE_STATEMENT_TIMEOUT_MS: number;
    DATABASE_CONNECT_TIMEOUT_MS: number;
  };
  schema: string;
  migrations: Record<string, Migration>;
}

/**
 * The service's database as a resource: created if missing, its schema migrated, a pool pinned to
 * the schema with every wait bounded, checked behind /ready, and destroyed when the app closes
 * (after everything registered later). A dropped connection is logged, never fatal.
 */
export const databasePlugin = fp<DatabasePluginOptions>(
  async (app: FastifyInstance, { config, schema, migrations }) => {
    const db = await openServiceDatabase({
      url: config.DATABASE_URL,
      schema,
      poolMax: config.DATABASE_POOL_MAX,
      statementTimeoutMs: config.DATABASE_STATEMENT_TIMEOUT_MS,
      connectTimeoutMs: config.DATABASE_CONNECT_TIMEOUT_MS,
      migrations,
      onConnectionError: (err) => app.log.warn({ err }, 'database connection lost'),
    });
    app.decorate('db', db);
    app.addReadinessCheck('postgres', postgresCheck(db));
    app.addHook('onClose', async () => {
      await db.destroy();
    });
  },
  { name: 'taishan-database' },
);

/**
 * The transactional outbox relay as a resource: started once the database and the bus are open,
 * stopped (its last batch finished) before either closes.
 */
export const outboxRelayPlugin = fp(
  async (app: FastifyInstance) => {
    const relay = startOutboxRelay({ db: app.db, bus: app.bus, logger: app.log });
    app.decorate('outbox', relay);
    app.addHook('onClose', async () => {
      await relay.stop();
    });
  },
  { name: 'taishan-outbox-relay', dependencies: ['taishan-database', 'taishan-event-bus'] },
);
