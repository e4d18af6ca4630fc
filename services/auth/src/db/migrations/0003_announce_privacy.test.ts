import { userUpdated } from '@taishan/contracts';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { registerMember, useAuthService } from '../../test/harness.js';
import { up } from './0003_announce_privacy.js';

const sut = useAuthService();

const announcementsOf = (userId: string) =>
  sut.db
    .selectFrom('outbox')
    .select(['subject', 'payload'])
    .where('subject', '=', 'events.user.updated')
    .where(sql`payload ->> 'userId'`, '=', userId)
    .execute();

/** Settings as a member stored them before this change (written straight, no event). */
const storeSettings = (userId: string, settings: object) =>
  sut.db
    .updateTable('users')
    .set({ settings: JSON.stringify(settings) })
    .where('id', '=', userId)
    .execute();

describe('migration 0003_announce_privacy', () => {
  it('announces members who had turned off the avatar, bio or group invitations, with every switch', async () => {
    const shy = await registerMember(sut.app);
    await storeSettings(shy.user.id, { privacy: { showProfilePicture: false, allowStrangerMessages: true } });
    await up(sut.db);
    const rows = await announcementsOf(shy.user.id);
    expect(rows).toHaveLength(1);
    const payload = userUpdated.parse(rows[0]!.payload);
    expect(payload).toMatchObject({ userId: shy.user.id, username: shy.user.username, avatar: null });
    expect(payload.privacy).toEqual({
      showOnlineStatus: true,
      allowFriendRequests: true,
      allowStrangerMessages: true,
      showProfilePicture: false,
      profileVisible: true,
      allowGroupInvites: true,
    });
    await sut.events.waitFor(
      'events.user.updated',
      (e) => e.payload.userId === shy.user.id && e.payload.privacy.showProfilePicture === false,
    );
  });

  it('leaves members who kept the defaults alone', async () => {
    const plain = await registerMember(sut.app);
    await up(sut.db);
    expect(await announcementsOf(plain.user.id)).toEqual([]);
  });
});
