import { type Kysely, sql } from 'kysely';

/**
 * Chat began to enforce showProfilePicture, profileVisible and allowGroupInvites once
 * events.user.updated carried them; until then its projection assumes they are on. Members who had
 * already turned one off are announced once more (through the outbox, like every other update),
 * so what they chose holds without waiting for their next change. The payload is built here, not
 * with today's code, so this migration never changes; absent settings mean the defaults (all on,
 * strangers' messages off).
 */
export async function up(db: Kysely<any>): Promise<void> {
  const flag = (name: string, fallback: boolean) =>
    sql`coalesce((u.settings -> 'privacy' ->> ${sql.lit(name)})::boolean, ${sql.lit(fallback)})`;
  await db
    .insertInto('outbox')
    .columns(['id', 'subject', 'payload'])
    .expression(
      db
        .selectFrom('users as u')
        .select([
          sql`gen_random_uuid()`.as('id'),
          sql.lit('events.user.updated').as('subject'),
          sql`jsonb_build_object(
            'userId', u.id::text,
            'username', u.username,
            'nickname', u.nickname,
            'avatar', case when u.avatar_hash is null then null
                      else '/api/users/' || u.id::text || '/avatar?v=' || u.avatar_hash end,
            'bio', u.bio,
            'isVerified', u.is_verified,
            'privacy', jsonb_build_object(
              'showOnlineStatus', ${flag('showOnlineStatus', true)},
              'allowFriendRequests', ${flag('allowFriendRequests', true)},
              'allowStrangerMessages', ${flag('allowStrangerMessages', false)},
              'showProfilePicture', ${flag('showProfilePicture', true)},
              'profileVisible', ${flag('profileVisible', true)},
              'allowGroupInvites', ${flag('allowGroupInvites', true)}
            )
          )`.as('payload'),
        ])
        .where('u.role', '=', 'member')
        .where('u.deleted_at', 'is', null)
        .where(
          sql<boolean>`not (${flag('showProfilePicture', true)} and ${flag('profileVisible', true)} and ${flag('allowGroupInvites', true)})`,
        ),
    )
    .execute();
}

/** Announcements cannot be taken back; nothing to undo. */
export async function down(): Promise<void> {}
