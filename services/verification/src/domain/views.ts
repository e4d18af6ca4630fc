import { type AdminVerificationRow, maskIdCard, maskPhone, type VerificationView } from '@taishan/contracts';
import type { ListedApplication } from '../db/applications-repository.js';
import type { ApplicationRow } from '../db/database.js';
import type { IdCipher } from './id-cipher.js';

const iso = (d: Date | null) => (d ? d.toISOString() : null);

export const NO_APPLICATION: VerificationView = {
  id: null,
  status: 'none',
  realName: null,
  phone: null,
  verifiedAt: null,
  reason: null,
  createdAt: null,
  updatedAt: null,
};

/** The member's own view: phone masked, no ID number at all. */
export function toMemberView(row: ApplicationRow | undefined): VerificationView {
  if (!row) return NO_APPLICATION;
  return {
    id: row.id,
    status: row.status,
    realName: row.real_name,
    phone: maskPhone(row.phone),
    verifiedAt: iso(row.verified_at),
    reason: row.status === 'rejected' ? row.reason : null,
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}

/** The admin's row: the ID number decrypted only to be masked (first 4, last 4) before it leaves. */
export function toAdminRow(
  row: ApplicationRow & Partial<Pick<ListedApplication, 'username' | 'nickname'>>,
  cipher: IdCipher,
): AdminVerificationRow {
  return {
    id: row.id,
    userId: row.user_id,
    username: row.username ?? null,
    nickname: row.nickname ?? null,
    realName: row.real_name,
    idCard: maskIdCard(cipher.decrypt(row.id_card_cipher, row.id)),
    phone: row.phone,
    status: row.status,
    reason: row.reason,
    verifiedAt: iso(row.verified_at),
    reviewedAt: iso(row.reviewed_at),
    createdAt: row.created_at.toISOString(),
    updatedAt: row.updated_at.toISOString(),
  };
}
