import { API_PATHS, DEMO_ACCOUNTS } from '@chairside/contracts';
import { Client } from 'pg';
import { loadConfig } from '../src/config/app-config';
import { createDataSource } from '../src/db/data-source';
import { seed } from '../src/db/seed';
import { Browser, createTestDatabase, startApi, startGateway, type RunningApi } from './harness';

// Production defaults (decisions.md, "Hardening"): the demo PINs are published, so turning DEMO_ACCOUNTS off removes
// the accounts and everything they own at the next migrate/seed step (what the API container runs
// before it starts), through the real gateway, API and PostgreSQL.

/** The migrate step's seeding, with the flag read from the environment exactly as migrate.ts reads it. */
async function seedAsMigrateDoes(databaseUrl: string, env: Record<string, string>): Promise<void> {
  const config = loadConfig({ DATABASE_URL: databaseUrl, SESSION_SECRET: 'x'.repeat(32), ...env });
  const ds = createDataSource({ ...config, dbPoolMax: 1, dbStatementTimeoutMs: undefined });
  await ds.initialize();
  try {
    await seed(ds, { demoAccounts: config.demoAccounts });
  } finally {
    await ds.destroy();
  }
}

describe('demo accounts turned off', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let api: RunningApi | undefined;
  let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;
  let pg: Client;
  const [dentist] = DEMO_ACCOUNTS;

  const start = async () => {
    api = await startApi(db.url);
    gateway = await startGateway(api.base);
    return gateway.url;
  };
  const stop = async () => {
    await gateway?.stop();
    await api?.close();
    gateway = undefined;
    api = undefined;
  };

  beforeAll(async () => {
    db = await createTestDatabase(); // migrated and seeded with demo accounts on
    pg = new Client({ connectionString: db.url });
    await pg.connect();
  });
  afterAll(async () => {
    await stop();
    await pg?.end();
    await db?.drop();
  });

  it('removes the demo users and their rows; their sign-in and their old sessions no longer work', async () => {
    // Demo on: the dentist signs in and logs something.
    let url = await start();
    const browser = new Browser(url);
    const login = await browser.post(API_PATHS.login, { username: dentist!.username, pin: dentist!.pin });
    expect(login.status).toBe(200);
    expect(browser.sessionCookie).toMatch(/^chairside\.sid=/);
    expect(
      (await browser.post('/api/food-entries', { foodName: 'Demo apple', calories: 95, mealType: 'snack' })).status,
    ).toBe(201);
    const ids = (
      await pg.query<{ id: string }>('SELECT id FROM users WHERE username = ANY($1)', [
        DEMO_ACCOUNTS.map((d) => d.username),
      ])
    ).rows.map((r) => r.id);
    expect(ids).toHaveLength(DEMO_ACCOUNTS.length);
    expect(
      (await pg.query('SELECT count(*)::int AS n FROM food_entries WHERE user_id = ANY($1)', [ids])).rows[0].n,
    ).toBe(1);
    await stop();

    // Seeding again with the flag on keeps them (idempotent)...
    await seedAsMigrateDoes(db.url, { DEMO_ACCOUNTS: 'on' });
    expect((await pg.query('SELECT count(*)::int AS n FROM users WHERE id = ANY($1)', [ids])).rows[0].n).toBe(2);
    // ...and production without the flag turns it off: the accounts and what they own are gone.
    await seedAsMigrateDoes(db.url, { NODE_ENV: 'production' });
    expect((await pg.query('SELECT count(*)::int AS n FROM users WHERE id = ANY($1)', [ids])).rows[0].n).toBe(0);
    expect(
      (await pg.query('SELECT count(*)::int AS n FROM food_entries WHERE user_id = ANY($1)', [ids])).rows[0].n,
    ).toBe(0);
    expect((await pg.query('SELECT count(*)::int AS n FROM profiles WHERE user_id = ANY($1)', [ids])).rows[0].n).toBe(
      0,
    );

    url = await start();
    // The published PIN signs nobody in, and the session made before is worth nothing.
    const again = await new Browser(url).post(API_PATHS.login, { username: dentist!.username, pin: dentist!.pin });
    expect(again.status).toBe(401);
    const old = new Browser(url);
    const me = await old.request('GET', API_PATHS.currentUser, undefined, { cookie: browser.sessionCookie });
    expect(me.status).toBe(401);
  });
});
