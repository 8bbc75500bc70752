import pg from "pg";

/**
 * Runs one statement on its own short-lived connection and returns the rows:
 * for test set-up, assertions and benchmarks that look into a database the
 * app under test owns, without sharing its pool.
 */
export async function sqlOnce<T extends pg.QueryResultRow = pg.QueryResultRow>(
  connectionString: string,
  sql: string,
  values: unknown[] = [],
): Promise<T[]> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return (await client.query<T>(sql, values)).rows;
  } finally {
    await client.end();
  }
}
