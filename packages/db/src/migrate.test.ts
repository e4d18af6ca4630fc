import { createTestContext, type TestContext, uniqueId } from '@taishan/testing';
import type { Kysely } from 'kysely';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDb } from './connect.js';
import { migrateToLatest } from './migrate.js';

const migrations = {
  '0001_init': {
    up: async (db: Kysely<any>) => {
      await db.schema
        .createTable('notes')
        .addColumn('id', 'text', (c) => c.primaryKey())
        .execute();
    },
  },
};

let test: TestContext;
const role = `t_role_${uniqueId()}`;

const asSuperuser = async (url: string, statements: string[]) => {
  const client = new pg.Client({ connectionString: url });
  await client.connect();
  try {
    for (const statement of statements) await client.query(statement);
  } finally {
    await client.end();
  }
};

beforeAll(async () => {
  test = await createTestContext();
  // As infra/postgres/init does it: the role owns its schema and may not create others.
  await asSuperuser(test.databaseUrl, [
    `create role "${role}" login`,
    `revoke create on database "${new URL(test.databaseUrl).pathname.slice(1)}" from public`,
    `create schema owned authorization "${role}"`,
  ]);
});
afterAll(async () => {
  await test?.cleanup();
  if (test)
    await asSuperuser(test.databaseUrl.replace(/\/[^/]+$/, '/postgres'), [`drop role if exists "${role}"`]);
});

describe('migrations under a service role', () => {
  it('run in a schema the role owns without needing CREATE on the database', async () => {
    const url = new URL(test.databaseUrl);
    url.username = role;
    const db = createDb<any>({ url: url.toString(), schema: 'owned' });
    try {
      expect(await migrateToLatest(db, 'owned', migrations)).toEqual(['0001_init']);
      await expect(migrateToLatest(db, 'other', migrations)).rejects.toThrow(/permission denied/);
    } finally {
      await db.destroy();
    }
  });
});
