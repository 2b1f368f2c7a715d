/**
 * One statement on its own PostgreSQL connection, outside any pool: what the tools around the server
 * run to make and drop the databases and schemas they work in (the test harness, the cluster and
 * fault tests, the load test).
 */
import pg from 'pg';

export async function adminQuery(connectionString: string, text: string): Promise<void> {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    await client.query(text);
  } finally {
    await client.end();
  }
}
