import { sql } from 'kysely';
import type { Db, NewUser, UserRow, UserUpdate } from './database.js';

/** Escapes LIKE wildcards so a search for "100%" means the text. */
const likeEscape = (text: string) => text.replace(/[\\%_]/g, (c) => `\\${c}`);

export const usersRepository = Object.freeze({
  async findById(db: Db, id: string): Promise<UserRow | undefined> {
    return db
      .selectFrom('users')
      .selectAll()
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },

  async findByUsernameAndRole(
    db: Db,
    username: string,
    role: 'member' | 'admin',
  ): Promise<UserRow | undefined> {
    return db
      .selectFrom('users')
      .selectAll()
      .where(sql`lower(username)`, '=', username.toLowerCase())
      .where('role', '=', role)
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },

  async hasMembers(db: Db): Promise<boolean> {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where('role', '=', 'member')
      .limit(1)
      .executeTakeFirst();
    return row !== undefined;
  },

  async findByUsername(db: Db, username: string): Promise<UserRow | undefined> {
    return db
      .selectFrom('users')
      .selectAll()
      .where(sql`lower(username)`, '=', username.toLowerCase())
      .where('deleted_at', 'is', null)
      .executeTakeFirst();
  },

  async usernameTaken(db: Db, username: string): Promise<boolean> {
    const row = await db
      .selectFrom('users')
      .select('id')
      .where(sql`lower(username)`, '=', username.toLowerCase())
      .executeTakeFirst();
    return row !== undefined;
  },

  /** Inserts unless the username (any case) exists; undefined means it was taken. */
  async insert(db: Db, user: NewUser): Promise<UserRow | undefined> {
    return db
      .insertInto('users')
      .values(user)
      .onConflict((oc) => oc.expression(sql`lower(username)`).doNothing())
      .returningAll()
      .executeTakeFirst();
  },

  async update(db: Db, id: string, changes: UserUpdate): Promise<UserRow | undefined> {
    return db
      .updateTable('users')
      .set({ ...changes, updated_at: sql`now()` })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  },

  /**
   * Applies `changes` and raises the version in one UPDATE that only matches while the row still
   * has the `expected` version: undefined when another save came first (or the member is gone).
   * Of two saves of one version the second waits for the first's row lock, then no longer matches.
   */
  async saveIfVersion(
    db: Db,
    id: string,
    column: 'profile_version' | 'settings_version',
    expected: number,
    changes: UserUpdate,
  ): Promise<UserRow | undefined> {
    return db
      .updateTable('users')
      .set((eb) => ({ ...changes, [column]: eb(column, '+', 1), updated_at: sql`now()` }))
      .where('id', '=', id)
      .where(column, '=', expected)
      .where('deleted_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  },

  async search(db: Db, query: string, excludeId: string, limit = 20): Promise<UserRow[]> {
    const pattern = `%${likeEscape(query)}%`;
    return db
      .selectFrom('users')
      .selectAll()
      .where('deleted_at', 'is', null)
      .where('role', '=', 'member')
      .where('id', '!=', excludeId)
      .where((eb) => eb.or([eb(sql`username`, 'ilike', pattern), eb(sql`nickname`, 'ilike', pattern)]))
      .orderBy(sql`lower(username) = ${query.toLowerCase()}`, 'desc')
      .orderBy('created_at', 'asc')
      .limit(limit)
      .execute();
  },

  async page(db: Db, opts: { search: string | undefined; limit: number; offset: number }) {
    let base = db.selectFrom('users').where('deleted_at', 'is', null);
    if (opts.search) {
      const pattern = `%${likeEscape(opts.search)}%`;
      base = base.where((eb) =>
        eb.or([
          eb(sql`username`, 'ilike', pattern),
          eb(sql`nickname`, 'ilike', pattern),
          eb(sql`email`, 'ilike', pattern),
        ]),
      );
    }
    const [rows, total] = await Promise.all([
      base
        .selectAll()
        .orderBy('created_at', 'desc')
        .orderBy('id', 'desc')
        .limit(opts.limit)
        .offset(opts.offset)
        .execute(),
      base.select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow(),
    ]);
    return { rows, total: Number(total.count) };
  },

  async softDelete(db: Db, id: string): Promise<UserRow | undefined> {
    return db
      .updateTable('users')
      .set({ deleted_at: sql`now()`, updated_at: sql`now()`, avatar_hash: null })
      .where('id', '=', id)
      .where('deleted_at', 'is', null)
      .returningAll()
      .executeTakeFirst();
  },
});
