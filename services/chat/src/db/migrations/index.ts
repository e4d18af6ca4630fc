import type { Migration } from 'kysely';
import * as m0001 from './0001_init.js';
import * as m0002 from './0002_seed_rooms.js';
import * as m0003 from './0003_member_privacy.js';
import * as m0004 from './0004_friend_requests.js';
import * as m0005 from './0005_message_recall.js';

/** In name order; Kysely runs the ones not yet applied. */
export const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_seed_rooms': m0002,
  '0003_member_privacy': m0003,
  '0004_friend_requests': m0004,
  '0005_message_recall': m0005,
};
