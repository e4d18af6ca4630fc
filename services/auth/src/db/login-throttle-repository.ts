import { type RawBuilder, sql } from 'kysely';
import type { Db } from './database.js';

export interface ThrottleKey {
  scope: 'member' | 'admin';
  /** Lower-cased as typed: unknown usernames are counted exactly like existing ones. */
  username: string;
  address: string;
}

export interface ThrottlePolicy {
  /** Failures for one username from one address before each further attempt has to wait. */
  usernameFree: number;
  /** Failures from one address, whatever the usernames, before each further attempt has to wait. */
  addressFree: number;
  /** The first wait; each further failure doubles it, up to `maxSeconds`. */
  baseSeconds: number;
  maxSeconds: number;
}

export type Reservation = { admitted: true } | { admitted: false; retryAfterSeconds: number };

/**
 * The SQL of the throttle. A counter drains at its free budget per hour (the budget refills within
 * an hour) and stops growing where the wait stops growing, so a capped counter is forgiven within
 * hours too. `t` is the row as stored.
 */
function formulas(policy: ThrottlePolicy) {
  const steps = Math.max(0, Math.ceil(Math.log2(policy.maxSeconds / policy.baseSeconds)));
  const free = sql`(case when t.username = '' then ${policy.addressFree}::float8 else ${policy.usernameFree}::float8 end)`;
  const drained = sql`greatest(t.failures - greatest(extract(epoch from now() - t.updated_at)::float8, 0) / 3600 * ${free}, 0)`;
  // No wait is '-infinity', not now(): a statement that began a moment earlier must not see a
  // wait where there is none.
  const until = (failures: RawBuilder<unknown>, budget: RawBuilder<unknown>) =>
    sql`(case when round(${failures}) >= ${budget}
      then now() + make_interval(secs => least(${policy.baseSeconds}::float8 * power(2::float8, round(${failures}) - ${budget}), ${policy.maxSeconds}::float8))
      else '-infinity'::timestamptz end)`;
  const counted = sql`least(${drained} + 1, ${free} + ${steps})`;
  // Taking one failure back: below the free budget nothing may keep waiting on it.
  const refund = {
    failures: sql<number>`greatest(t.failures - 1, 0)`,
    blocked_until: sql<Date>`case when round(greatest(t.failures - 1, 0)) < ${free}
      then '-infinity'::timestamptz else t.blocked_until end`,
  };
  return { free, counted, until, refund };
}

export const loginThrottleRepository = Object.freeze({
  /**
   * Counts this attempt as a failure on both counters before its password is checked, in one
   * statement, unless either counter is still waiting (then nothing is counted). Counting first
   * means parallel guesses cannot slip through together; a right password gives it back.
   */
  async reserve(db: Db, key: ThrottleKey, policy: ThrottlePolicy): Promise<Reservation> {
    const f = formulas(policy);
    const { rows } = await sql<{ username: string | null; retry_after: number | null }>`
      with gate as (
        select max(blocked_until) as until from login_throttle
        where scope = ${key.scope} and address = ${key.address}
          and username in (${key.username}, '') and blocked_until > now()
      ),
      counted as (
        insert into login_throttle as t (scope, username, address, failures, blocked_until, updated_at)
        select ${key.scope}, k.username, ${key.address}, 1, ${f.until(sql`1`, sql`k.free`)}, now()
        from (values (${key.username}, ${policy.usernameFree}::float8), ('', ${policy.addressFree}::float8))
          as k(username, free)
        where (select until from gate) is null
        on conflict (scope, username, address) do update set
          failures = ${f.counted},
          blocked_until = ${f.until(f.counted, f.free)},
          updated_at = now()
        where t.blocked_until <= now()
        returning t.username
      )
      select c.username, ceil(extract(epoch from g.until - now()))::int as retry_after
      from gate g left join counted c on true`.execute(db);
    const waiting = rows[0]?.retry_after;
    if (waiting != null) return { admitted: false, retryAfterSeconds: Math.max(1, waiting) };
    const counted = rows.flatMap((r) => (r.username === null ? [] : [r.username]));
    if (counted.length === 2) return { admitted: true };
    // A parallel attempt started the wait between this statement's check and its update: the
    // counter that was still open gives its count back.
    if (counted.length > 0) {
      await db
        .updateTable('login_throttle as t')
        .set(f.refund)
        .where('t.scope', '=', key.scope)
        .where('t.address', '=', key.address)
        .where('t.username', 'in', counted)
        .execute();
    }
    return { admitted: false, retryAfterSeconds: Math.max(1, Math.ceil(policy.baseSeconds)) };
  },

  /** A right password: the username's counter for this address starts over, the address gets its count back. */
  async succeed(db: Db, key: ThrottleKey, policy: ThrottlePolicy): Promise<void> {
    const f = formulas(policy);
    await sql`
      with cleared as (
        delete from login_throttle
        where scope = ${key.scope} and username = ${key.username} and address = ${key.address}
      )
      update login_throttle as t
      set failures = ${f.refund.failures}, blocked_until = ${f.refund.blocked_until}
      where t.scope = ${key.scope} and t.username = '' and t.address = ${key.address}`.execute(db);
  },

  /** Counters untouched for `hours` have long drained to nothing. */
  async prune(db: Db, hours: number): Promise<number> {
    const result = await db
      .deleteFrom('login_throttle')
      .where('updated_at', '<', sql<Date>`now() - make_interval(hours => ${hours})`)
      .where('blocked_until', '<', sql<Date>`now()`)
      .executeTakeFirst();
    return Number(result.numDeletedRows);
  },
});
