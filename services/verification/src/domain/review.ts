import {
  type AdminVerificationRow,
  type AdminVerificationsQuery,
  type AdminVerificationsReply,
  deliverUserSubject,
  maskRealName,
  type VerificationReviewBody,
} from '@taishan/contracts';
import { enqueueEvent } from '@taishan/db';
import { deliver } from '@taishan/events';
import { applicationsRepository } from '../db/applications-repository.js';
import { auditRepository } from '../db/audit-repository.js';
import type { ApplicationStatus, AuditAction } from '../db/database.js';
import { membersRepository } from '../db/members-repository.js';
import type { Actor, VerificationContext } from './context.js';
import { errors, uniqueViolation } from './errors.js';
import { toAdminRow } from './views.js';

const STATUSES: Record<NonNullable<AdminVerificationsQuery['status']> | 'all', ApplicationStatus[]> = {
  pending: ['pending'],
  approved: ['approved'],
  rejected: ['rejected'],
  processed: ['approved', 'rejected'],
  all: ['pending', 'approved', 'rejected'],
};

const audit = (actor: Actor, action: AuditAction, applicationId: string) => ({
  adminId: actor.id,
  adminUsername: actor.username,
  ip: actor.ip,
  requestId: actor.requestId,
  action,
  applicationId,
});

export async function listApplications(
  ctx: VerificationContext,
  query: AdminVerificationsQuery,
): Promise<AdminVerificationsReply> {
  const [{ rows, total }, counts] = await Promise.all([
    applicationsRepository.list(ctx.db, {
      statuses: STATUSES[query.status ?? 'all'],
      limit: query.limit,
      offset: (query.page - 1) * query.limit,
    }),
    applicationsRepository.counts(ctx.db),
  ]);
  return {
    verifications: rows.map((row) => toAdminRow(row, ctx.cipher)),
    counts,
    pagination: {
      page: query.page,
      limit: query.limit,
      totalItems: total,
      totalPages: Math.max(1, Math.ceil(total / query.limit)),
    },
  };
}

/**
 * An admin decides a pending application. The decision, its audit line and the event commit
 * together; the row lock makes a second reviewer see the first one's decision (409).
 */
export async function reviewApplication(
  ctx: VerificationContext,
  actor: Actor,
  id: string,
  body: VerificationReviewBody,
): Promise<AdminVerificationRow> {
  try {
    const row = await ctx.db.transaction().execute(async (trx) => {
      const current = await applicationsRepository.findForUpdate(trx, id);
      if (!current) throw errors.notFound();
      if (current.status !== 'pending') throw errors.processed();
      const approve = body.action === 'approve';
      if (approve) {
        const holder = await applicationsRepository.approvedHolderOf(trx, current.id_card_hash);
        if (holder && holder !== current.user_id) throw errors.idCardTaken();
      }
      const decided = await applicationsRepository.decide(trx, id, {
        status: approve ? 'approved' : 'rejected',
        reviewedBy: actor.id,
        reason: approve ? null : (body.reason ?? ''),
      });
      await auditRepository.record(trx, audit(actor, body.action, id));
      if (approve) {
        await enqueueEvent(
          trx,
          'events.verification.approved',
          {
            applicationId: id,
            userId: decided.user_id,
            realNameMasked: maskRealName(decided.real_name),
            verifiedAt: (decided.verified_at ?? new Date()).toISOString(),
          },
          actor.requestId ?? undefined,
        );
      } else {
        await enqueueEvent(
          trx,
          'events.verification.rejected',
          { applicationId: id, userId: decided.user_id, reason: decided.reason ?? '' },
          actor.requestId ?? undefined,
        );
      }
      const member = await membersRepository.find(trx, decided.user_id);
      return { ...decided, username: member?.username ?? null, nickname: member?.nickname ?? null };
    });
    ctx.relay.kick();
    // The applicant's open apps learn the decision once it committed.
    deliver(
      ctx.bus,
      deliverUserSubject(row.user_id),
      {
        type: 'verification_decided',
        data: {
          applicationId: row.id,
          status: row.status === 'approved' ? 'approved' : 'rejected',
          reason: row.status === 'rejected' ? (row.reason ?? '') : null,
        },
      },
      ctx.log,
    );
    return toAdminRow(row, ctx.cipher);
  } catch (err) {
    if (uniqueViolation(err) === 'applications_one_approved_identity') throw errors.idCardTaken();
    throw err;
  }
}

/** The full number, for an admin who asks; the audit line commits before the answer leaves. */
export async function revealIdCard(
  ctx: VerificationContext,
  actor: Actor,
  id: string,
): Promise<{ id: string; idCard: string }> {
  const row = await ctx.db.transaction().execute(async (trx) => {
    const found = await applicationsRepository.find(trx, id);
    if (!found) throw errors.notFound();
    await auditRepository.record(trx, audit(actor, 'reveal', id));
    return found;
  });
  return { id: row.id, idCard: ctx.cipher.decrypt(row.id_card_cipher, row.id) };
}
