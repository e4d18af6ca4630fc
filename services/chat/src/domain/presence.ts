import { RPC_REALTIME_PRESENCE } from '@taishan/contracts';
import { request } from '@taishan/events';
import type { MemberRow } from '../db/database.js';
import type { ChatContext } from './context.js';

const BATCH = 1000;

/**
 * Who among these members is online and lets it be seen. Presence is realtime's fact; chat asks
 * for it and, when realtime does not answer in time (down, restarting) or refuses, shows everyone
 * offline rather than failing the page.
 */
export async function onlineAmong(
  ctx: ChatContext,
  members: ReadonlyArray<Pick<MemberRow, 'user_id' | 'show_online_status'> & { deleted_at?: Date | null }>,
): Promise<Set<string>> {
  const visible = [
    ...new Set(members.filter((m) => m.show_online_status && !m.deleted_at).map((m) => m.user_id)),
  ];
  const online = new Set<string>();
  for (let i = 0; i < visible.length; i += BATCH) {
    const userIds = visible.slice(i, i + BATCH);
    try {
      const reply = await request(
        ctx.bus,
        RPC_REALTIME_PRESENCE,
        { userIds },
        ctx.config.PRESENCE_TIMEOUT_MS,
      );
      const asked = new Set(userIds);
      for (const id of reply.online) if (asked.has(id)) online.add(id);
    } catch (err) {
      ctx.log.debug({ err }, 'presence unavailable; showing members offline');
      return online;
    }
  }
  return online;
}
