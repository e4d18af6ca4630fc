import { sql, type Transaction } from 'kysely';
import type { ApplicationRow, ApplicationStatus, Database, Db, NewApplication } from './database.js';

/** An application with the member's names from the projection (null while unknown). */
export type ListedApplication = ApplicationRow & { username: string | null; nickname: string | null };

export const applicationsRepository = Object.freeze({
  async insert(db: Db, row: NewApplication): Promise<ApplicationRow> {
    return db.insertInto('applications').values(row).returningAll().executeTakeFirstOrThrow();
  },

  async find(db: Db, id: string): Promise<ApplicationRow | undefined> {
    return db.selectFrom('applications').selectAll().where('id', '=', id).executeTakeFirst();
  },

  /** Locks the row so two reviewers cannot both decide it. */
  async findForUpdate(trx: Transaction<Database>, id: string): Promise<ApplicationRow | undefined> {
    return trx.selectFrom('applications').selectAll().where('id', '=', id).forUpdate().executeTakeFirst();
  },

  async latestOf(db: Db, userId: string): Promise<ApplicationRow | undefined> {
    return db
      .selectFrom('applications')
      .selectAll()
      .where('user_id', '=', userId)
      .orderBy('created_at', 'desc')
      .orderBy('id', 'desc')
      .limit(1)
      .executeTakeFirst();
  },

  async openOf(db: Db, userId: string): Promise<ApplicationRow | undefined> {
    return db
      .selectFrom('applications')
      .selectAll()
      .where('user_id', '=', userId)
      .where('status', 'in', ['pending', 'approved'])
      .limit(1)
      .executeTakeFirst();
  },

  /** Who (if anyone) holds this identity as an approved verification. */
  async approvedHolderOf(db: Db, idCardHash: string): Promise<string | undefined> {
    const row = await db
      .selectFrom('applications')
      .select('user_id')
      .where('id_card_hash', '=', idCardHash)
      .where('status', '=', 'approved')
      .executeTakeFirst();
    return row?.user_id;
  },

  async decide(
    trx: Transaction<Database>,
    id: string,
    change: { status: Exclude<ApplicationStatus, 'pending'>; reviewedBy: string; reason: string | null },
  ): Promise<ApplicationRow> {
    return trx
      .updateTable('applications')
      .set({
        status: change.status,
        reason: change.reason,
        reviewed_by: change.reviewedBy,
        reviewed_at: sql<Date>`now()`,
        verified_at: change.status === 'approved' ? sql<Date>`now()` : null,
        updated_at: sql<Date>`now()`,
      })
      .where('id', '=', id)
      .returningAll()
      .executeTakeFirstOrThrow();
  },

  async list(
    db: Db,
    opts: { statuses: ApplicationStatus[]; limit: number; offset: number },
  ): Promise<{ rows: ListedApplication[]; total: number }> {
    const base = db.selectFrom('applications').where('applications.status', 'in', opts.statuses);
    const pendingOnly = opts.statuses.length === 1 && opts.statuses[0] === 'pending';
    const rows = await base
      .leftJoin('members', 'members.user_id', 'applications.user_id')
      .selectAll('applications')
      .select(['members.username', 'members.nickname'])
      // Pending ones in the order they came (review queue); processed ones latest decision first.
      .orderBy(
        pendingOnly ? 'applications.created_at' : 'applications.updated_at',
        pendingOnly ? 'asc' : 'desc',
      )
      .orderBy('applications.id', pendingOnly ? 'asc' : 'desc')
      .limit(opts.limit)
      .offset(opts.offset)
      .execute();
    const { total } = await base
      .select((eb) => eb.fn.countAll<string>().as('total'))
      .executeTakeFirstOrThrow();
    return { rows, total: Number(total) };
  },

  async counts(db: Db): Promise<Record<ApplicationStatus, number>> {
    const rows = await db
      .selectFrom('applications')
      .select(['status', (eb) => eb.fn.countAll<string>().as('n')])
      .groupBy('status')
      .execute();
    const counts = { pending: 0, approved: 0, rejected: 0 };
    for (const row of rows) counts[row.status] = Number(row.n);
    return counts;
  },

  async removeAllOf(db: Db, userId: string): Promise<number> {
    const result = await db.deleteFrom('applications').where('user_id', '=', userId).executeTakeFirst();
    return Number(result.numDeletedRows);
  },
});
