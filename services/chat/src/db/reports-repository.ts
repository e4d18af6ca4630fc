import type { Db, ReportRow } from './database.js';

export const reportsRepository = Object.freeze({
  /** Undefined when this member already reported this message. */
  async insert(
    db: Db,
    r: { id: string; reporterId: string; messageId: string; roomId: string; reason: string },
  ): Promise<ReportRow | undefined> {
    return db
      .insertInto('reports')
      .values({
        id: r.id,
        reporter_id: r.reporterId,
        message_id: r.messageId,
        room_id: r.roomId,
        reason: r.reason,
      })
      .onConflict((oc) => oc.columns(['reporter_id', 'message_id']).doNothing())
      .returningAll()
      .executeTakeFirst();
  },
});
