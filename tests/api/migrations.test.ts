/**
 * Upgrading a database that already holds data: 0003 moves the items' raw records to
 * `item_records` and (SQLite) rebuilds the full-text table, and the next import fills the index.
 */
import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { MIGRATIONS } from '#server/db/migrate';
import { IMPORTER_VERSION } from '#server/import/importer';
import { createHarness, describeEachDatabase, FIXTURES_DIR, type Harness } from './support/harness.ts';

describeEachDatabase('migrations', (dialect) => {
  let harness: Harness;
  beforeAll(async () => {
    harness = await createHarness(dialect, { migrate: false });
  });
  afterAll(() => harness?.close());

  it('keeps the raw records of items when 0003 moves them out of the items table', async () => {
    const { db, schema } = harness.database;
    const migrator = new Migrator({
      db,
      provider: { getMigrations: async () => ({ ...MIGRATIONS }) },
      ...(schema ? { migrationTableSchema: schema } : {}),
    });
    expect((await migrator.migrateTo('0002_search')).error).toBeUndefined();
    // A row as the importer of version 4 wrote it, raw record inside.
    await sql`insert into items (game, id, kind, category, level, availability, search_text, data, name_fr)
      values ('retro', 2411, 'item', 'hat', 10, 'standard', '| coiffe du bouftou |', '{"id":2411}', 'Coiffe du Bouftou')`.execute(db);
    await sql`insert into data_imports (game, manifest_hash, importer_version, imported_at, counts, duration_ms)
      values ('retro', 'old', 4, '2026-01-01T00:00:00Z', '{}', 1)`.execute(db);

    const result = await migrator.migrateToLatest();
    expect(result.error).toBeUndefined();
    expect(result.results?.map((entry) => entry.migrationName)).toEqual(['0003_search_speed', '0004_import_checks', '0005_accounts', '0006_stuffs', '0007_stuffs_speed', '0008_stuffs_sorts', '0009_stuffs_search', '0010_members', '0011_moderation', '0012_gamification', '0013_devblog', '0016_crafts', '0017_skins']);
    const records = await db.selectFrom('item_records').selectAll().execute();
    expect(records).toEqual([{ game: 'retro', id: 2411, data: '{"id":2411}' }]);
    expect(Object.keys((await db.selectFrom('items').selectAll().executeTakeFirstOrThrow()) as object)).not.toContain('data');

    // The import of a newer importer replaces the rows and fills the new full-text index.
    const [retro] = (await harness.importFrom(FIXTURES_DIR)).filter((entry) => entry.game === 'retro');
    expect(retro).toMatchObject({ status: 'imported' });
    expect(IMPORTER_VERSION).toBeGreaterThan(4);
    const found = await harness.app.inject({ method: 'GET', url: '/api/items/retro/search/all?text=coiffe%20bouf' });
    expect(found.json().rows.map((row: { id: number }) => row.id)).toEqual([2411]);
    const detail = await harness.app.inject({ method: 'GET', url: '/api/items/retro/2411' });
    expect(detail.json()).toMatchObject({ id: 2411, type_name: { fr: 'Chapeau' } });
  });
});
