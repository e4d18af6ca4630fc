import type { Migration } from 'kysely';
import * as m0001 from './0001_init.js';
import * as m0002 from './0002_real_name.js';
import * as m0003 from './0003_announce_privacy.js';
import * as m0004 from './0004_login_throttle.js';
import * as m0005 from './0005_save_versions.js';

/** In name order; Kysely runs the ones not yet applied. */
export const migrations: Record<string, Migration> = {
  '0001_init': m0001,
  '0002_real_name': m0002,
  '0003_announce_privacy': m0003,
  '0004_login_throttle': m0004,
  '0005_save_versions': m0005,
};
