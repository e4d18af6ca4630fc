import type { Kysely } from 'kysely';

/**
 * The rooms every community has from the first start: three public rooms, whose slugs are their
 * ids, and the two open groups an empty chat list recommends to a newcomer. Their ids are the
 * contracts' PUBLIC_ROOM_IDS and RECOMMENDED_GROUP_IDS; a migration keeps its own copy so it never
 * changes.
 */
const ROOMS = [
  {
    id: 'general',
    kind: 'public',
    name: '综合大厅',
    description: '道友相聚、日常交流之所，初来乍到请在此问好',
    pinned: false,
    position: 10,
  },
  {
    id: 'daodejing',
    kind: 'public',
    name: '道德经',
    description: '共读《道德经》五千言，分享每日一章的体悟',
    pinned: true,
    position: 0,
  },
  {
    id: 'discussion',
    kind: 'public',
    name: '论道堂',
    description: '修行心得、经典义理与宫观文化的讨论',
    pinned: false,
    position: 20,
  },
  {
    id: 'study-daodejing',
    kind: 'group',
    name: '道德经研读小组',
    description: '每周研读一章，逐句释义，互相印证',
    pinned: false,
    position: 30,
  },
  {
    id: 'practice-taiji',
    kind: 'group',
    name: '太极修炼小组',
    description: '晨练太极，交流拳架、站桩与呼吸吐纳',
    pinned: false,
    position: 40,
  },
] as const;

export async function up(db: Kysely<any>): Promise<void> {
  await db
    .insertInto('rooms')
    .values(ROOMS.map((r) => ({ ...r, open: true })))
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db
    .deleteFrom('rooms')
    .where(
      'id',
      'in',
      ROOMS.map((r) => r.id),
    )
    .execute();
}
