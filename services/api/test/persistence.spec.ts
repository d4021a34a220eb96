import { DataSource } from 'typeorm';
import { createDatabase } from '../../../tools/testing/index.mjs';
import { createDataSource, dataSourceOptions, migrations } from '../src/db/data-source';
import { seed } from '../src/db/seed';
import { apiWithDatabase, signedInBrowser, type Browser } from './harness';

const ctx = apiWithDatabase();
const DAY_MS = 24 * 60 * 60 * 1000;

/** The session id inside express-session's signed cookie (`s:<id>.<signature>`). */
const sidOf = (b: Browser) => decodeURIComponent(b.sessionCookie.split('=')[1]!).slice(2).split('.')[0];

describe('sessions (the auth module store)', () => {
  it('stores the user id until the cookie expires, 30 days after sign-in', async () => {
    const before = Date.now();
    const b = await signedInBrowser(ctx.api.base);
    const me = (await b.get('/api/auth/user')).json as { id: string };
    const sid = sidOf(b);
    const { rows } = await ctx.pg.query(`SELECT sess, expire FROM session WHERE sid = $1`, [sid]);
    expect(rows).toHaveLength(1);
    expect(rows[0].sess.passport).toEqual({ user: me.id });
    const expire = (rows[0].expire as Date).getTime();
    expect(expire).toBeGreaterThanOrEqual(before + 30 * DAY_MS - 1000);
    expect(expire).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS + 1000);
  });

  it('refuses a session whose expiry has passed, even before the pruner removes it', async () => {
    const b = await signedInBrowser(ctx.api.base);
    expect((await b.get('/api/auth/user')).status).toBe(200);
    const sid = sidOf(b);
    await ctx.pg.query(`UPDATE session SET expire = now() - interval '1 second' WHERE sid = $1`, [sid]);
    expect((await b.get('/api/auth/user')).status).toBe(401);
  });

  it('deletes the row at logout', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const sid = sidOf(b);
    await b.post('/api/auth/logout');
    expect((await ctx.pg.query(`SELECT 1 FROM session WHERE sid = $1`, [sid])).rowCount).toBe(0);
  });
});

describe('nutrition personality', () => {
  it('answers the updatedAt it stored, and moves it when the quiz is taken again', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const answers = Array.from({ length: 10 }, (_, i) => `answer ${i + 1}`);
    const first = (
      await b.post('/api/nutrition-personality', { personalityType: 'macro_master', quizAnswers: answers })
    ).json as { updatedAt: string };
    expect((await b.get('/api/nutrition-personality')).json.updatedAt).toBe(first.updatedAt);
    const again = (
      await b.post('/api/nutrition-personality', { personalityType: 'flexible_foodie', quizAnswers: answers })
    ).json as { updatedAt: string };
    expect(Date.parse(again.updatedAt)).toBeGreaterThan(Date.parse(first.updatedAt));
    expect((await b.get('/api/nutrition-personality')).json).toEqual({
      personalityType: 'flexible_foodie',
      quizAnswers: answers,
      updatedAt: again.updatedAt,
    });
  });
});

describe('seed', () => {
  it('can run again: 25 stretches and the 2 demo accounts, same rows', async () => {
    const snapshot = async () => ({
      stretches: (await ctx.pg.query(`SELECT id, name, duration FROM ergonomic_stretches ORDER BY name`)).rows,
      demo: (await ctx.pg.query(`SELECT id, username FROM users WHERE username LIKE '%@chairside.demo' ORDER BY 2`))
        .rows,
    });
    const before = await snapshot();
    expect(before.stretches).toHaveLength(25);
    expect(before.demo).toHaveLength(2);
    const ds = createDataSource({ databaseUrl: ctx.db.url, dbPoolMax: 1 });
    await ds.initialize();
    try {
      await seed(ds, { demoAccounts: true });
    } finally {
      await ds.destroy();
    }
    expect(await snapshot()).toEqual(before);
  });
});

describe('the migration to a timestamptz session expiry', () => {
  it('keeps the instant connect-pg-simple stored', async () => {
    const db = await createDatabase('chairside_api_test');
    try {
      // A server zone other than UTC, where a timestamp without zone and the instant differ.
      const base = dataSourceOptions({ databaseUrl: db.url, dbPoolMax: 1 });
      const options = { ...base, extra: { max: 1, options: '-c timezone=America/New_York' } };
      const upToSessions = migrations.findIndex((m) => m.name === 'OneWayToTheDatabase1764100000000');
      const old = new DataSource({ ...options, migrations: migrations.slice(0, upToSessions) });
      await old.initialize();
      await old.runMigrations();
      // connect-pg-simple's own write: an epoch in seconds through to_timestamp().
      const expires = Date.UTC(2026, 11, 24, 9, 30, 0);
      await old.query(`INSERT INTO session (sid, sess, expire) VALUES ('s1', '{}', to_timestamp($1))`, [
        expires / 1000,
      ]);
      await old.destroy();
      const current = new DataSource(options);
      await current.initialize();
      await current.runMigrations();
      const rows: { expire: Date }[] = await current.query(`SELECT expire FROM session WHERE sid = 's1'`);
      await current.destroy();
      expect(rows[0]!.expire.toISOString()).toBe('2026-12-24T09:30:00.000Z');
    } finally {
      await db.drop();
    }
  });
});
