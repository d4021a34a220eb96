import type { DataSource } from 'typeorm';
import { createDataSource } from '../src/db/data-source';
import { createTestDatabase } from './harness';

/**
 * The entities are the schema's description and the migrations are how it gets there: after every
 * migration ran on a fresh database, TypeORM must find nothing to change (it would print the SQL
 * `synchronize` would run), and every table the migrations made must belong to an entity.
 */
describe('schema: entities and migrations agree', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let ds: DataSource;

  beforeAll(async () => {
    db = await createTestDatabase();
    ds = createDataSource({ databaseUrl: db.url, dbPoolMax: 1 });
    await ds.initialize();
  });
  afterAll(async () => {
    await ds?.destroy();
    await db?.drop();
  });

  it('has run every migration', async () => {
    expect(await ds.showMigrations()).toBe(false);
  });

  it('leaves TypeORM nothing to change', async () => {
    const pending = await ds.driver.createSchemaBuilder().log();
    expect(pending.upQueries.map((q) => q.query)).toEqual([]);
  });

  it('has an entity for every table', async () => {
    const rows: { table_name: string }[] = await ds.query(
      `SELECT table_name FROM information_schema.tables WHERE table_schema = 'public' AND table_type = 'BASE TABLE'`,
    );
    const tables = rows.map((r) => r.table_name).filter((t) => t !== 'migrations');
    const described = ds.entityMetadatas.map((m) => m.tableName);
    expect(tables.sort()).toEqual([...described].sort());
  });
});
