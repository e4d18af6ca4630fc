import type { EventPayload } from '@taishan/contracts';
import type { UserRow } from '../db/database.js';
import { avatarUrl, settingsOf } from './user-view.js';

export function userRegisteredPayload(row: UserRow): EventPayload<'events.user.registered'> {
  return {
    userId: row.id,
    username: row.username,
    nickname: row.nickname,
    avatar: avatarUrl(row),
    bio: row.bio,
    role: row.role,
    createdAt: row.created_at.toISOString(),
  };
}

export function userUpdatedPayload(row: UserRow): EventPayload<'events.user.updated'> {
  const privacy = settingsOf(row).privacy;
  return {
    userId: row.id,
    username: row.username,
    nickname: row.nickname,
    avatar: avatarUrl(row),
    bio: row.bio,
    isVerified: row.is_verified,
    privacy: {
      showOnlineStatus: privacy.showOnlineStatus,
      allowFriendRequests: privacy.allowFriendRequests,
      allowStrangerMessages: privacy.allowStrangerMessages,
      showProfilePicture: privacy.showProfilePicture,
      profileVisible: privacy.profileVisible,
      allowGroupInvites: privacy.allowGroupInvites,
    },
  };
}
