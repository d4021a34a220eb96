import { DataSource } from 'typeorm';
import { createDatabase } from '../../../tools/testing/index.mjs';
import { createDataSource, dataSourceOptions, migrations } from '../src/db/data-source';
import { seed } from '../src/db/seed';
import { apiWithDatabase, signedInBrowser, startApi, type Browser } from './harness';

const ctx = apiWithDatabase();
const HOUR_MS = 60 * 60 * 1000;
const DAY_MS = 24 * HOUR_MS;

/** The session id inside the signed cookie (express-session's format: `s:<id>.<signature>`). */
const sidOf = (b: Browser) => decodeURIComponent(b.sessionCookie.split('=')[1]!).slice(2).split('.')[0];

describe('sessions (the auth module store)', () => {
  it('stores the user id with its 30-day absolute end; the row ends 12 idle hours after its last use', async () => {
    const before = Date.now();
    const b = await signedInBrowser(ctx.api.base);
    const me = (await b.get('/api/auth/user')).json as { id: string };
    const sid = sidOf(b);
    const { rows } = await ctx.pg.query(`SELECT sess, expire FROM session WHERE sid = $1`, [sid]);
    expect(rows).toHaveLength(1);
    expect(rows[0].sess.passport).toEqual({ user: me.id });
    const absolute = Date.parse(rows[0].sess.cookie.expires);
    expect(absolute).toBeGreaterThanOrEqual(before + 30 * DAY_MS - 1000);
    expect(absolute).toBeLessThanOrEqual(Date.now() + 30 * DAY_MS + 1000);
    const expire = (rows[0].expire as Date).getTime();
    expect(expire).toBeGreaterThanOrEqual(before + 12 * HOUR_MS - 1000);
    expect(expire).toBeLessThanOrEqual(Date.now() + 12 * HOUR_MS + 1000);
  });

  it('records a use only when the recorded one is more than 5 minutes old, and never past the 30 days', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const sid = sidOf(b);
    const expireOf = async () =>
      ((await ctx.pg.query(`SELECT expire FROM session WHERE sid = $1`, [sid])).rows[0].expire as Date).getTime();
    // Last recorded use 4 minutes ago: no write.
    await ctx.pg.query(`UPDATE session SET expire = now() + interval '11 hours 56 minutes' WHERE sid = $1`, [sid]);
    const recent = await expireOf();
    expect((await b.get('/api/auth/user')).status).toBe(200);
    expect(await expireOf()).toBe(recent);
    // 11 h 59 min ago: still valid, and the use is recorded (12 h from now).
    await ctx.pg.query(`UPDATE session SET expire = now() + interval '1 minute' WHERE sid = $1`, [sid]);
    const before = Date.now();
    expect((await b.get('/api/auth/user')).status).toBe(200);
    expect(await expireOf()).toBeGreaterThanOrEqual(before + 12 * HOUR_MS - 1000);
    // A session from before the idle limit (its row ends in 20 days) is brought back to 12 h.
    await ctx.pg.query(`UPDATE session SET expire = now() + interval '20 days' WHERE sid = $1`, [sid]);
    expect((await b.get('/api/auth/user')).status).toBe(200);
    expect(await expireOf()).toBeLessThanOrEqual(Date.now() + 12 * HOUR_MS + 1000);
    // Signed in 29 days 23 h ago: in use, but it ends at the 30 days, not 12 h later.
    const absolute = new Date(Date.now() + HOUR_MS);
    await ctx.pg.query(
      `UPDATE session SET sess = jsonb_set(sess::jsonb, '{cookie,expires}', to_jsonb($2::text))::json, expire = now() + interval '10 seconds' WHERE sid = $1`,
      [sid, absolute.toISOString()],
    );
    expect((await b.get('/api/auth/user')).status).toBe(200);
    expect(await expireOf()).toBe(absolute.getTime());
    // Past the 30 days it is refused, whatever the row's end says.
    await ctx.pg.query(
      `UPDATE session SET sess = jsonb_set(sess::jsonb, '{cookie,expires}', to_jsonb($2::text))::json, expire = now() + interval '1 hour' WHERE sid = $1`,
      [sid, new Date(Date.now() - 1000).toISOString()],
    );
    expect((await b.get('/api/auth/user')).status).toBe(401);
  });

  it('ends a session unused for longer than SESSION_IDLE_HOURS; one in use stays valid', async () => {
    // 0.001 h = 3.6 s idle limit (uses recorded at most every 0.3 s).
    const short = await startApi(ctx.db.url, { SESSION_IDLE_HOURS: '0.001' });
    try {
      const [idle, busy] = await Promise.all([signedInBrowser(short.base), signedInBrowser(short.base)]);
      for (let i = 0; i < 6; i++) {
        await new Promise((r) => setTimeout(r, 800));
        expect((await busy.get('/api/auth/user')).status).toBe(200);
      }
      // 4.8 s without a request: over the 3.6 s limit.
      const res = await idle.get('/api/auth/user');
      expect(res.status).toBe(401);
      expect(res.text).toContain('Unauthorized');
      expect((await busy.get('/api/auth/user')).status).toBe(200);
    } finally {
      await short.close();
    }
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
