import type { Migration } from 'kysely';
import * as m0001 from './0001_init.js';

/** In name order; Kysely runs the ones not yet applied. */
export const migrations: Record<string, Migration> = {
  '0001_init': m0001,
};
