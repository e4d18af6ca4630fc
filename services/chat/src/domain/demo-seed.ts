import { RECOMMENDED_GROUP_IDS } from '@taishan/contracts';
import { membersRepository } from '../db/members-repository.js';
import { messagesRepository } from '../db/messages-repository.js';
import { roomsRepository } from '../db/rooms-repository.js';
import type { ChatContext } from './context.js';
import { sendMessage } from './send.js';

/** The demo members auth creates for `pnpm start` (services/auth/src/domain/demo-seed.ts). */
export const DEMO_USERNAMES = ['qingfeng', 'mingyue', 'xuanzhen'] as const;
type DemoName = (typeof DEMO_USERNAMES)[number];

/** A short history, so a newcomer's first rooms are alive rather than empty. */
export const DEMO_CONVERSATION: ReadonlyArray<{
  room: 'general' | 'daodejing';
  from: DemoName;
  text: string;
}> = [
  {
    room: 'general',
    from: 'qingfeng',
    text: '诸位道友早安。今晨山门外云海翻涌，玉皇顶上看日出的香客比往日多了不少。',
  },
  {
    room: 'general',
    from: 'mingyue',
    text: '道长早！我昨日上山，在碧霞祠前上了一炷香，山路虽陡，心却越走越静。',
  },
  { room: 'general', from: 'xuanzhen', text: '下月初一宫里有祈福法会，想随喜的道友可以先在活动里报名。' },
  { room: 'general', from: 'qingfeng', text: '善。登山量力而行，十八盘不必赶，一步一步走，也是修行。' },
  {
    room: 'daodejing',
    from: 'qingfeng',
    text: '今日共读第八章：“上善若水，水善利万物而不争，处众人之所恶，故几于道。”',
  },
  { room: 'daodejing', from: 'xuanzhen', text: '水无常形，随器而安，却能穿石。不争不是软弱，是顺势而为。' },
  { room: 'daodejing', from: 'mingyue', text: '我最有感触的是“处众人之所恶”。肯待在低处，反而容得下更多。' },
  {
    room: 'daodejing',
    from: 'qingfeng',
    text: '说得好。明日读第九章“持而盈之，不如其已”，诸位可先默诵几遍。',
  },
];

const SEEDED_ROOMS = ['general', 'daodejing'] as const;

/**
 * Seats the demo members in the open groups and posts the demo conversation as them, through the
 * normal send path, once: only when
 * all three are in the projection and the two rooms are still silent. Each line has a fixed client
 * id, so a second replica or a restart halfway through stores nothing twice. Returns lines stored.
 */
export async function seedDemoConversation(ctx: ChatContext): Promise<number> {
  const members = await membersRepository.findByUsernames(ctx.db, DEMO_USERNAMES);
  const byName = new Map(members.map((m) => [m.username, m]));
  if (DEMO_USERNAMES.some((name) => !byName.has(name))) return 0;
  if ((await messagesRepository.countInRooms(ctx.db, SEEDED_ROOMS)) > 0) return 0;
  // The recommended open groups should not look abandoned either.
  for (const groupId of RECOMMENDED_GROUP_IDS)
    await roomsRepository.addMembers(
      ctx.db,
      groupId,
      members.map((m) => m.user_id),
    );
  let stored = 0;
  for (const [i, line] of DEMO_CONVERSATION.entries()) {
    const sender = byName.get(line.from)!;
    const { created } = await sendMessage(ctx, sender, {
      roomId: line.room,
      content: line.text,
      clientId: `demo-seed-${String(i).padStart(3, '0')}`,
    });
    if (created) stored += 1;
  }
  return stored;
}

/**
 * Runs the seed when asked (at start and after each registration), one attempt at a time; a call
 * during an attempt asks for another, since that attempt may have looked before the last member
 * arrived. Stops asking once the rooms hold messages (ours or anyone's).
 */
export function demoSeeder(ctx: ChatContext) {
  let done = false;
  let again = false;
  let running: Promise<void> | undefined;
  const attempt = async () => {
    try {
      const stored = await seedDemoConversation(ctx);
      if (stored > 0) ctx.log.info({ stored }, 'demo conversation posted');
      done = (await messagesRepository.countInRooms(ctx.db, SEEDED_ROOMS)) > 0;
    } catch (err) {
      ctx.log.warn({ err }, 'demo conversation not posted yet');
    }
  };
  return {
    request(): void {
      if (done) return;
      if (running) {
        again = true;
        return;
      }
      running = (async () => {
        do {
          again = false;
          await attempt();
        } while (again && !done);
      })().finally(() => {
        running = undefined;
      });
    },
    /** Resolves when no attempt is under way (shutdown waits for it). */
    async settled(): Promise<void> {
      while (running) await running;
    },
  };
}
