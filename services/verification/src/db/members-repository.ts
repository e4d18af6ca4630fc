import { memberProjection } from '@taishan/db';
import type { MemberRow } from './database.js';

/** The member projection (names for the admin list); written only by the user-event consumer. */
export const membersRepository = memberProjection<MemberRow>({ avatar: false });
