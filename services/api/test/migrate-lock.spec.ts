import { DEMO_ACCOUNTS } from '@chairside/contracts';
import { Client } from 'pg';
import { createDatabase, freePort, runToExit } from '../../../tools/testing/index.mjs';
import { migrations } from '../src/db/data-source';
import { ERGONOMIC_STRETCHES } from '../src/db/seeds/ergonomic-stretches';
import { MIGRATE_MAIN, requireBuiltApi } from './api-process';

// The migrate step runs as its own process (a Helm hook Job, compose's migrate service): two of them at
// once on a fresh database take turns on an advisory lock, and the second finds nothing left to do.

describe('the migrate step', () => {
  let db: Awaited<ReturnType<typeof createDatabase>>;

  beforeAll(async () => {
    requireBuiltApi();
    db = await createDatabase('chairside_migrate');
  });
  afterAll(async () => {
    await db?.drop();
  });

  it('run twice at once on an empty database: both exit 0, every migration and seed row is there once', async () => {
    const env = { NODE_ENV: 'test', DATABASE_URL: db.url, DEMO_ACCOUNTS: 'on' };
    const runs = await Promise.all([runToExit(MIGRATE_MAIN, env), runToExit(MIGRATE_MAIN, env)]);
    expect(runs).toEqual([
      { code: 0, stderr: '' },
      { code: 0, stderr: '' },
    ]);

    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    try {
      const applied = await pg.query<{ name: string; n: string }>(
        'SELECT name, count(*) AS n FROM migrations GROUP BY name ORDER BY name',
      );
      expect(applied.rows).toEqual(
        migrations.map((m) => ({ name: m.name, n: '1' })).sort((a, b) => (a.name < b.name ? -1 : 1)),
      );
      const stretches = await pg.query<{ n: string; names: string }>(
        'SELECT count(*) AS n, count(DISTINCT name) AS names FROM ergonomic_stretches',
      );
      expect(stretches.rows[0]).toEqual({
        n: String(ERGONOMIC_STRETCHES.length),
        names: String(ERGONOMIC_STRETCHES.length),
      });
      const users = await pg.query<{ n: string }>('SELECT count(*) AS n FROM users');
      expect(users.rows[0]!.n).toBe(String(DEMO_ACCOUNTS.length));
      // The lock is given back: nobody holds it once both have ended.
      const locks = await pg.query("SELECT 1 FROM pg_locks WHERE locktype = 'advisory'");
      expect(locks.rowCount).toBe(0);
    } finally {
      await pg.end();
    }
  });

  it('waits MIGRATE_WAIT_SECONDS for a database that does not answer, then fails naming the wait', async () => {
    const nobody = `postgres://postgres@127.0.0.1:${await freePort()}/chairside`;
    const run = await runToExit(MIGRATE_MAIN, { NODE_ENV: 'test', DATABASE_URL: nobody, MIGRATE_WAIT_SECONDS: '2' });
    expect(run.code).toBe(1);
    expect(run.stderr).toContain('migrate: the database did not answer within 2 s (');
  });
});
