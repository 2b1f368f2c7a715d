/**
 * What the database benchmarks share: SQLite always, then PostgreSQL when DATABASE_URL is set, each
 * in a scratch place of its own (a temporary SQLite file; a schema created and dropped around the run),
 * and the rows of both merged into bench/results.json.
 */
import pg from 'pg';
import type { DialectName } from '#server/db/connection';
import { writeRows, type BenchRow } from './results.ts';

/** Runs one SQL statement on its own connection (schema creation and removal). */
export async function pgAdmin(databaseUrl: string | undefined, statement: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(statement);
  } finally {
    await client.end();
  }
}

/** `measure` on SQLite, then on PostgreSQL when DATABASE_URL is set; prints and stores the rows. */
export async function measureOnEachDialect(label: string, measure: (dialect: DialectName, databaseUrl: string | undefined) => Promise<BenchRow[]>): Promise<void> {
  const databaseUrl = process.env.DATABASE_URL;
  const rows = await measure('sqlite', undefined);
  if (databaseUrl) rows.push(...(await measure('postgres', databaseUrl)));
  else console.log(`${label}: DATABASE_URL is not set, PostgreSQL not measured`);
  console.table(rows);
  writeRows(rows);
}
