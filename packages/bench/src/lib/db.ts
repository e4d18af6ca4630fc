import pg from 'pg';

/** One statement on its own connection: the benches read or drop a little, outside the services. */
export async function query<Row extends pg.QueryResultRow>(
  databaseUrl: string,
  sql: string,
  params: unknown[] = [],
): Promise<Row[]> {
  const db = new pg.Client({ connectionString: databaseUrl });
  await db.connect();
  try {
    return (await db.query<Row>(sql, params)).rows;
  } finally {
    await db.end();
  }
}
