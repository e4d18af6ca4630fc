import type { EventPayload } from '@taishan/contracts';
import type { EventBus, EventHandler } from '@taishan/events';
import { type Kysely, sql, type Transaction } from 'kysely';
import { inboxHandler } from './inbox.js';

/**
 * The columns every service's `members` projection has; a service adds its own beside them.
 * `updated_at` defaults to now() in each table.
 */
export interface MemberProjectionColumns {
  user_id: string;
  username: string;
  nickname: string;
  role: 'member' | 'admin';
  deleted_at: Date | null;
}

type AnyDb = Kysely<any> | Transaction<any>;

type Extra = Record<string, unknown>;

export interface MemberProjectionOptions {
  /** Whether the table keeps the avatar URL (chat and wallet do; verification does not). */
  avatar: boolean;
  /** This service's own columns, from each event; undefined values leave the stored ones. */
  registered?: (p: EventPayload<'events.user.registered'>) => Extra;
  updated?: (p: EventPayload<'events.user.updated'>) => Extra;
  /** What a deleted member's row keeps besides the tombstone (e.g. the avatar cleared). */
  deleted?: Extra;
  /** This service's own columns when a row is created (by any event) and the event says nothing. */
  defaults?: Extra;
}

const defined = (values: Extra): Extra =>
  Object.fromEntries(Object.entries(values).filter(([, v]) => v !== undefined));

/**
 * A service's copy of the members auth owns, written only by its user-event consumer, with one rule
 * for all: a deleted member stays deleted (a late or replayed registration or update does not bring
 * them back, and a deletion that overtakes the registration leaves a tombstone), and an update that
 * overtakes its registration creates the row (only members are ever updated).
 */
export function memberProjection<Row extends MemberProjectionColumns>(options: MemberProjectionOptions) {
  const avatar = (value: string | null) => (options.avatar ? { avatar: value } : {});

  return Object.freeze({
    async find(db: AnyDb, userId: string): Promise<Row | undefined> {
      return db.selectFrom('members').selectAll().where('user_id', '=', userId).executeTakeFirst() as Promise<
        Row | undefined
      >;
    },

    /** The row as it now stands, or undefined when the member was already deleted. */
    async upsertRegistered(db: AnyDb, p: EventPayload<'events.user.registered'>): Promise<Row | undefined> {
      const values = {
        username: p.username,
        nickname: p.nickname,
        role: p.role,
        ...avatar(p.avatar),
        ...defined(options.registered?.(p) ?? {}),
      };
      return db
        .insertInto('members')
        .values({ user_id: p.userId, ...options.defaults, ...values, deleted_at: null })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ ...values, updated_at: sql`now()` })
            .where('members.deleted_at', 'is', null),
        )
        .returningAll()
        .executeTakeFirst() as Promise<Row | undefined>;
    },

    async applyUpdate(db: AnyDb, p: EventPayload<'events.user.updated'>): Promise<void> {
      const changes = {
        username: p.username,
        nickname: p.nickname,
        ...avatar(p.avatar),
        ...defined(options.updated?.(p) ?? {}),
      };
      await db
        .insertInto('members')
        .values({ user_id: p.userId, role: 'member', deleted_at: null, ...options.defaults, ...changes })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ ...changes, updated_at: sql`now()` })
            .where('members.deleted_at', 'is', null),
        )
        .execute();
    },

    /** Marks the member deleted (a tombstone if never seen); true when this changed anything. */
    async markDeleted(db: AnyDb, p: EventPayload<'events.user.deleted'>): Promise<boolean> {
      const row = await db
        .insertInto('members')
        .values({
          user_id: p.userId,
          username: p.username,
          nickname: p.username,
          role: 'member',
          ...avatar(null),
          ...options.defaults,
          ...options.deleted,
          deleted_at: sql<Date>`now()`,
        })
        .onConflict((oc) =>
          oc
            .column('user_id')
            .doUpdateSet({ ...options.deleted, deleted_at: sql`now()`, updated_at: sql`now()` })
            .where('members.deleted_at', 'is', null),
        )
        .returning('user_id')
        .executeTakeFirst();
      return row !== undefined;
    },
  });
}

export type MemberProjection<Row extends MemberProjectionColumns> = ReturnType<typeof memberProjection<Row>>;

/**
 * Work a service does with a member event besides the projection; it may return a function to
 * run once the transaction committed (live deliveries).
 */
type MemberEffect<P> = (trx: Transaction<any>, payload: P) => Promise<unknown>;

/**
 * The durable, idempotent consumer of auth's member events (nothing is missed while the service is
 * down; a redelivered event is applied once): the projection is kept, and each service's own work
 * runs in the same transaction, with anything live (deliveries) only after the commit.
 */
export async function consumeMemberEvents<Row extends MemberProjectionColumns>(
  bus: EventBus,
  db: Kysely<any>,
  options: {
    consumer: string;
    projection: MemberProjection<Row>;
    /** After a registration wrote the row (not for a member already deleted). */
    registered?: (trx: Transaction<any>, member: Row) => Promise<unknown>;
    updated?: MemberEffect<EventPayload<'events.user.updated'>>;
    deleted?: MemberEffect<EventPayload<'events.user.deleted'>>;
  },
): Promise<void> {
  const { consumer, projection } = options;
  function handler<S extends 'events.user.registered' | 'events.user.updated' | 'events.user.deleted'>(
    effect: (trx: Transaction<any>, payload: EventPayload<S>) => Promise<unknown>,
  ): EventHandler<S> {
    return (event, meta) => {
      let after: unknown;
      return inboxHandler<any, S>(
        db,
        consumer,
        async (trx, e) => {
          after = await effect(trx, e.payload);
        },
        () => {
          if (typeof after === 'function') after();
        },
      )(event, meta);
    };
  }
  await bus.consume(consumer, 'events.user.>', {
    'events.user.registered': handler<'events.user.registered'>(async (trx, p) => {
      const member = await projection.upsertRegistered(trx, p);
      return member ? options.registered?.(trx, member) : undefined;
    }),
    'events.user.updated': handler<'events.user.updated'>(async (trx, p) => {
      await projection.applyUpdate(trx, p);
      return options.updated?.(trx, p);
    }),
    'events.user.deleted': handler<'events.user.deleted'>(async (trx, p) => {
      await projection.markDeleted(trx, p);
      return options.deleted?.(trx, p);
    }),
  });
}
