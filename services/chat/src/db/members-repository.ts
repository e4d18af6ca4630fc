import { DEFAULT_BIO } from '@taishan/contracts';
import { memberProjection } from '@taishan/db';
import type { Db, MemberRow } from './database.js';

/**
 * Chat's columns beside the shared ones: the bio and the privacy switches. An event without a bio
 * leaves the stored one; a row created without one gets auth's default bio. The first three
 * switches are in every update; the last three are optional (older publishers leave them out),
 * and an absent one leaves what the projection holds.
 */
const projection = memberProjection<MemberRow>({
  avatar: true,
  registered: (p) => ({ bio: p.bio }),
  updated: (p) => ({
    bio: p.bio,
    show_online_status: p.privacy.showOnlineStatus,
    allow_friend_requests: p.privacy.allowFriendRequests,
    allow_stranger_messages: p.privacy.allowStrangerMessages,
    show_profile_picture: p.privacy.showProfilePicture,
    profile_visible: p.privacy.profileVisible,
    allow_group_invites: p.privacy.allowGroupInvites,
  }),
  // A deleted member's picture is no longer shown anywhere.
  deleted: { avatar: null },
  defaults: { bio: DEFAULT_BIO },
});

/** The profile projection: written only by the user-event consumer. */
export const membersRepository = Object.freeze({
  ...projection,

  async findMany(db: Db, userIds: readonly string[]): Promise<MemberRow[]> {
    if (userIds.length === 0) return [];
    return db
      .selectFrom('members')
      .selectAll()
      .where('user_id', 'in', [...new Set(userIds)])
      .execute();
  },

  async findByUsernames(db: Db, usernames: readonly string[]): Promise<MemberRow[]> {
    return db
      .selectFrom('members')
      .selectAll()
      .where('username', 'in', [...usernames])
      .where('deleted_at', 'is', null)
      .execute();
  },
});
