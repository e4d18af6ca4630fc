import { EventBus } from '@taishan/events';
import { createTestContext, probeEvents, type TestContext } from '@taishan/testing';
import { type Kysely, sql } from 'kysely';
import pino from 'pino';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from './connect.js';
import { inboxHandler } from './inbox.js';
import { migrateToLatest } from './migrate.js';
import { createMessagingTables, enqueueEvent, type MessagingTables, startOutboxRelay } from './outbox.js';

interface Db extends MessagingTables {
  notes: { id: string; text: string };
}

const migrations = {
  '0001_init': {
    up: async (db: Kysely<any>) => {
      await createMessagingTables(db);
      await db.schema
        .createTable('notes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .addColumn('text', 'text')
        .execute();
    },
  },
};

const logger = pino({ level: 'silent' });
let test: TestContext;
let db: Kysely<Db>;
let bus: EventBus;

beforeAll(async () => {
  test = await createTestContext();
  db = createDb<Db>({ url: test.databaseUrl, schema: 'sample' });
  await migrateToLatest(db, 'sample', migrations);
  bus = await EventBus.connect({ url: test.natsUrl, prefix: test.natsPrefix, name: 'db-test', logger });
});
afterAll(async () => {
  await bus?.close();
  await db?.destroy();
  await test?.cleanup();
});

const registered = (userId: string) => ({
  userId,
  username: `u${userId}`,
  nickname: '清风',
  avatar: null,
  role: 'member' as const,
  createdAt: new Date().toISOString(),
});

describe('migrations', () => {
  it('run once even when several replicas start together', async () => {
    const others = [1, 2, 3].map(() => createDb<Db>({ url: test.databaseUrl, schema: 'race' }));
    const results = await Promise.all(others.map((o) => migrateToLatest(o, 'race', migrations)));
    expect(results.flat()).toEqual(['0001_init']);
    await Promise.all(others.map((o) => o.destroy()));
  });
});

describe('transactional outbox', () => {
  it('publishes a committed event to JetStream with the event id as Nats-Msg-Id', async () => {
    const probe = await probeEvents(test.natsUrl, test.natsPrefix);
    const relay = startOutboxRelay({ db, bus, logger, intervalMs: 50 });
    const id = await db.transaction().execute(async (trx) => {
      await trx.insertInto('notes').values({ id: 'n1', text: 'hello' }).execute();
      return enqueueEvent(trx, 'events.user.registered', registered('a1'), 'req-1');
    });
    relay.kick();
    const event = await probe.waitFor('events.user.registered', (e) => e.id === id);
    expect(event.payload.userId).toBe('a1');
    await relay.stop();
    const row = await db.selectFrom('outbox').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row.published_at).not.toBeNull();
    const stored = await bus.jsm.streams.getMessage(bus.stream, {
      last_by_subj: `${test.natsPrefix}.events.user.registered`,
    });
    expect(stored.header.get('Nats-Msg-Id')).toBe(id);
    expect(stored.header.get('x-request-id')).toBe('req-1');
    await probe.close();
  });

  it('publishes nothing from a transaction that rolled back', async () => {
    await db
      .transaction()
      .execute(async (trx) => {
        await enqueueEvent(trx, 'events.user.registered', registered('rolled-back'));
        throw new Error('abort');
      })
      .catch(() => {});
    const rows = await db
      .selectFrom('outbox')
      .selectAll()
      .where(sql`payload->>'userId'`, '=', 'rolled-back')
      .execute();
    expect(rows).toHaveLength(0);
  });

  it('lets JetStream drop a second publish of the same event', async () => {
    const before = (await bus.jsm.streams.info(bus.stream)).state.messages;
    const envelope = {
      id: '0190a1b2-c3d4-7e5f-8a9b-000000000001',
      subject: 'events.user.deleted' as const,
      occurredAt: new Date().toISOString(),
      payload: { userId: 'x', username: 'x' },
    };
    await bus.publish(envelope);
    await bus.publish(envelope);
    const after = (await bus.jsm.streams.info(bus.stream)).state.messages;
    expect(after - before).toBe(1);
  });

  it('keeps events while NATS is unreachable and publishes them later', async () => {
    const broken = { publish: async () => Promise.reject(new Error('nats down')) } as unknown as EventBus;
    const failing = startOutboxRelay({ db, bus: broken, logger, intervalMs: 20 });
    const id = await enqueueEvent(db, 'events.user.registered', registered('later'));
    await new Promise((r) => setTimeout(r, 100));
    await failing.stop();
    const pending = await db
      .selectFrom('outbox')
      .select('published_at')
      .where('id', '=', id)
      .executeTakeFirstOrThrow();
    expect(pending.published_at).toBeNull();

    const probe = await probeEvents(test.natsUrl, test.natsPrefix);
    const relay = startOutboxRelay({ db, bus, logger, intervalMs: 20 });
    await probe.waitFor('events.user.registered', (e) => e.id === id);
    await relay.stop();
    await probe.close();
  });
});

describe('inbox and durable consumers', () => {
  it('applies each event once, even when it is delivered twice, and acks after commit', async () => {
    const applied: string[] = [];
    const handler = inboxHandler<Db, 'events.user.registered'>(db, 'notes-consumer', async (trx, event) => {
      await trx
        .insertInto('notes')
        .values({ id: `from-${event.payload.userId}`, text: event.payload.nickname })
        .execute();
      applied.push(event.id);
    });
    const event = {
      id: '0190a1b2-c3d4-7e5f-8a9b-000000000002',
      subject: 'events.user.registered' as const,
      occurredAt: new Date().toISOString(),
      payload: registered('twice'),
    };
    await handler(event, { requestId: undefined, redelivered: false });
    await handler(event, { requestId: undefined, redelivered: true });
    expect(applied).toEqual([event.id]);
    const notes = await db.selectFrom('notes').selectAll().where('id', '=', 'from-twice').execute();
    expect(notes).toHaveLength(1);
  });

  it('leaves no inbox row when the effect fails, so a redelivery tries again', async () => {
    let attempts = 0;
    const handler = inboxHandler<Db, 'events.user.registered'>(db, 'flaky', async (trx, event) => {
      attempts += 1;
      if (attempts === 1) throw new Error('transient');
      await trx
        .insertInto('notes')
        .values({ id: `flaky-${event.payload.userId}`, text: 'ok' })
        .execute();
    });
    const event = {
      id: '0190a1b2-c3d4-7e5f-8a9b-000000000003',
      subject: 'events.user.registered' as const,
      occurredAt: new Date().toISOString(),
      payload: registered('flaky'),
    };
    await expect(handler(event, { requestId: undefined, redelivered: false })).rejects.toThrow('transient');
    await handler(event, { requestId: undefined, redelivered: true });
    expect(attempts).toBe(2);
    const inbox = await db.selectFrom('inbox').selectAll().where('event_id', '=', event.id).execute();
    expect(inbox).toHaveLength(1);
  });

  it('redelivers an event whose handler failed, through a durable JetStream consumer', async () => {
    let calls = 0;
    const done = new Promise<void>((resolve) => {
      void bus.consume('retry_test', 'events.user.>', {
        'events.user.updated': async () => {
          calls += 1;
          if (calls < 2) throw new Error('first try fails');
          resolve();
        },
      });
    });
    await bus.publish({
      id: '0190a1b2-c3d4-7e5f-8a9b-000000000004',
      subject: 'events.user.updated',
      occurredAt: new Date().toISOString(),
      payload: {
        userId: 'r',
        username: 'r',
        nickname: 'r',
        avatar: null,
        isVerified: false,
        privacy: { showOnlineStatus: true, allowFriendRequests: true, allowStrangerMessages: false },
      },
    });
    await done;
    expect(calls).toBe(2);
  });
});
