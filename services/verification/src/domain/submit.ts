import type { VerificationSubmitBody, VerificationView } from '@taishan/contracts';
import { enqueueEvent } from '@taishan/db';
import { v7 as uuidv7 } from 'uuid';
import { applicationsRepository } from '../db/applications-repository.js';
import { membersRepository } from '../db/members-repository.js';
import type { VerificationContext } from './context.js';
import { errors, uniqueViolation } from './errors.js';
import { toMemberView } from './views.js';

/**
 * A member applies: one open application at a time (pending, or already approved), and never with
 * an identity another member has verified. The row and events.verification.submitted commit together.
 */
export async function submitApplication(
  ctx: VerificationContext,
  userId: string,
  body: VerificationSubmitBody,
  requestId?: string,
): Promise<VerificationView> {
  const id = uuidv7();
  const cipherText = ctx.cipher.encrypt(body.idCard, id);
  const hash = ctx.cipher.hash(body.idCard);
  try {
    const row = await ctx.db.transaction().execute(async (trx) => {
      const member = await membersRepository.find(trx, userId);
      if (member?.deleted_at) throw errors.memberDeleted();
      const open = await applicationsRepository.openOf(trx, userId);
      if (open?.status === 'approved') throw errors.alreadyVerified();
      if (open) throw errors.pending();
      const holder = await applicationsRepository.approvedHolderOf(trx, hash);
      if (holder && holder !== userId) throw errors.idCardTaken();
      const inserted = await applicationsRepository.insert(trx, {
        id,
        user_id: userId,
        real_name: body.realName,
        phone: body.phone,
        id_card_cipher: cipherText,
        id_card_hash: hash,
        status: 'pending',
      });
      await enqueueEvent(
        trx,
        'events.verification.submitted',
        { applicationId: id, userId, submittedAt: inserted.created_at.toISOString() },
        requestId,
      );
      return inserted;
    });
    ctx.relay.kick();
    return toMemberView(row);
  } catch (err) {
    // Two submissions racing past the check meet the partial unique index instead.
    if (uniqueViolation(err) === 'applications_one_pending') throw errors.pending();
    throw err;
  }
}

export async function currentApplication(
  ctx: VerificationContext,
  userId: string,
): Promise<VerificationView> {
  return toMemberView(await applicationsRepository.latestOf(ctx.db, userId));
}
