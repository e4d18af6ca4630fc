import type { EventEnvelope, EventPayload, EventSubject } from '@taishan/contracts';
import type { EventBus, Logger } from '@taishan/events';
import { type Generated, type Kysely, sql, type Transaction } from 'kysely';
import { v7 as uuidv7 } from 'uuid';

export interface OutboxTable {
  id: string;
  subject: string;
  payload: unknown;
  request_id: string | null;
  created_at: Generated<Date>;
  published_at: Date | null;
}

export interface InboxTable {
  event_id: string;
  consumer: string;
  processed_at: Generated<Date>;
}

/** What every service database holds besides its own tables. */
export interface MessagingTables {
  outbox: OutboxTable;
  inbox: InboxTable;
}

/** Migration body for the outbox and inbox tables; each service lists it among its migrations. */
export async function createMessagingTables(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('outbox')
    .addColumn('id', 'uuid', (c) => c.primaryKey())
    .addColumn('subject', 'text', (c) => c.notNull())
    .addColumn('payload', 'jsonb', (c) => c.notNull())
    .addColumn('request_id', 'text')
    .addColumn('created_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addColumn('published_at', 'timestamptz')
    .execute();
  await db.schema
    .createIndex('outbox_unpublished')
    .on('outbox')
    .column('created_at')
    .where(sql.ref('published_at'), 'is', null)
    .execute();
  await db.schema
    .createTable('inbox')
    .addColumn('event_id', 'uuid', (c) => c.notNull())
    .addColumn('consumer', 'text', (c) => c.notNull())
    .addColumn('processed_at', 'timestamptz', (c) => c.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('inbox_pk', ['event_id', 'consumer'])
    .execute();
}

/** Writes an event in the same transaction as the change it describes. */
export async function enqueueEvent<S extends EventSubject>(
  trx: Transaction<any> | Kysely<any>,
  subject: S,
  payload: EventPayload<S>,
  requestId?: string,
): Promise<string> {
  const id = uuidv7();
  await (trx as Kysely<MessagingTables>)
    .insertInto('outbox')
    .values({ id, subject, payload: JSON.stringify(payload), request_id: requestId ?? null })
    .execute();
  return id;
}

export interface OutboxRelay {
  /** Publish soon (called after a transaction that enqueued events committed). */
  kick(): void;
  stop(): Promise<void>;
}

/**
 * Moves committed outbox rows to JetStream with Nats-Msg-Id = event id, then marks them published.
 * Rows are claimed with SKIP LOCKED so replicas share the work; a crash between publish and mark
 * only causes a duplicate that JetStream's dedup window and the consumers' inbox both absorb.
 */
export function startOutboxRelay(opts: {
  db: Kysely<any>;
  bus: EventBus;
  logger: Logger;
  intervalMs?: number;
  batchSize?: number;
}): OutboxRelay {
  const db = opts.db as Kysely<MessagingTables>;
  const interval = opts.intervalMs ?? 500;
  let running = false;
  let again = false;
  let stopped = false;
  let timer: NodeJS.Timeout | undefined;
  let inflight: Promise<void> = Promise.resolve();

  async function drain(): Promise<number> {
    return db.transaction().execute(async (trx) => {
      const rows = await trx
        .selectFrom('outbox')
        .selectAll()
        .where('published_at', 'is', null)
        .orderBy('created_at')
        .orderBy('id')
        .limit(opts.batchSize ?? 100)
        .forUpdate()
        .skipLocked()
        .execute();
      for (const row of rows) {
        const envelope = {
          id: row.id,
          subject: row.subject,
          occurredAt: row.created_at.toISOString(),
          payload: row.payload,
        } as EventEnvelope;
        await opts.bus.publish(envelope, row.request_id ?? undefined);
      }
      if (rows.length) {
        await trx
          .updateTable('outbox')
          .set({ published_at: sql`now()` })
          .where(
            'id',
            'in',
            rows.map((r) => r.id),
          )
          .execute();
      }
      return rows.length;
    });
  }

  function run(): Promise<void> {
    if (running) {
      again = true;
      return inflight;
    }
    running = true;
    inflight = loop();
    return inflight;
  }

  async function loop() {
    try {
      do {
        again = false;
        while (!stopped && (await drain()) > 0) {
          // keep draining full batches
        }
      } while (again && !stopped);
    } catch (err) {
      opts.logger.warn({ err }, 'outbox relay could not publish; will retry');
    } finally {
      running = false;
    }
  }

  const tick = () => {
    if (stopped) return;
    void run().finally(() => {
      if (!stopped) timer = setTimeout(tick, interval);
    });
  };
  tick();

  return {
    kick() {
      if (!stopped) void run();
    },
    async stop() {
      stopped = true;
      if (timer) clearTimeout(timer);
      await inflight;
    },
  };
}
