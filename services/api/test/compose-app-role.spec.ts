import { randomUUID } from 'node:crypto';
import { spawnSync } from 'node:child_process';
import { join } from 'node:path';
import { Client } from 'pg';
import { ADMIN_URL, createDatabase } from '../../../tools/testing/index.mjs';
import { createDataSource } from '../src/db/data-source';
import { seed } from '../src/db/seed';
import { Browser, newUser, startApi, type RunningApi } from './harness';

// Production defaults (decisions.md, "Hardening"): docker-compose.yml's postgres runs this script on its first start;
// the apps then connect as a role of their own, not the superuser. Run here against the real server.
const SCRIPT = join(__dirname, '..', '..', '..', 'tools', 'docker', 'postgres-initdb', '10-app-role.sh');

describe('the compose app role (tools/docker/postgres-initdb)', () => {
  const role = `chairside_app_${randomUUID().replace(/-/g, '').slice(0, 10)}`;
  const password = `pw-${randomUUID()}`;
  let db: Awaited<ReturnType<typeof createDatabase>>;
  let api: RunningApi | undefined;
  let appUrl: string;

  beforeAll(async () => {
    db = await createDatabase('chairside_app_role');
    const admin = new URL(ADMIN_URL);
    const run = spawnSync('sh', [SCRIPT], {
      encoding: 'utf8',
      env: {
        ...process.env,
        POSTGRES_USER: decodeURIComponent(admin.username) || 'postgres',
        POSTGRES_DB: db.name,
        APP_DB_USER: role,
        APP_DB_PASSWORD: password,
        PGHOST: admin.hostname,
        PGPORT: admin.port || '5432',
        PGPASSWORD: decodeURIComponent(admin.password),
      },
    });
    if (run.status !== 0) throw new Error(`init script failed: ${run.stderr}`);
    const u = new URL(db.url);
    u.username = role;
    u.password = password;
    appUrl = u.toString();
  });

  afterAll(async () => {
    await api?.close();
    await db?.drop();
    const pg = new Client({ connectionString: ADMIN_URL });
    await pg.connect();
    await pg.query(`DROP ROLE IF EXISTS "${role}"`);
    await pg.end();
  });

  it('refuses to run without APP_DB_PASSWORD', () => {
    const run = spawnSync('sh', [SCRIPT], { encoding: 'utf8', env: { PATH: process.env.PATH } });
    expect(run.status).not.toBe(0);
    expect(run.stderr).toContain('set APP_DB_PASSWORD');
  });

  it('creates a login role that is no superuser and owns its database', async () => {
    const pg = new Client({ connectionString: appUrl });
    await pg.connect();
    try {
      const me = await pg.query(
        'SELECT current_user AS name, rolsuper, rolcreatedb, rolcreaterole FROM pg_roles WHERE rolname = current_user',
      );
      expect(me.rows[0]).toEqual({ name: role, rolsuper: false, rolcreatedb: false, rolcreaterole: false });
      const owner = await pg.query(
        'SELECT pg_get_userbyid(datdba) AS owner FROM pg_database WHERE datname = current_database()',
      );
      expect(owner.rows[0].owner).toBe(role);
    } finally {
      await pg.end();
    }
  });

  it('runs the migrations and the seed as that role, and the API serves sign-up and sign-in on it', async () => {
    const ds = createDataSource({ databaseUrl: appUrl, dbPoolMax: 1 });
    await ds.initialize();
    await ds.runMigrations();
    await seed(ds, { demoAccounts: false });
    await ds.destroy();

    api = await startApi(appUrl);
    const user = newUser();
    const b = new Browser(api.base, '10.9.8.7');
    expect((await b.post('/api/auth/signup', user)).status).toBe(201);
    const login = await new Browser(api.base, '10.9.8.7').post('/api/auth/login', {
      username: user.email,
      pin: user.pin,
    });
    expect(login.status).toBe(200);
  });
});
