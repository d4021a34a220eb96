import { LOGIN_LOCK } from '@chairside/contracts';
import { Client } from 'pg';
import {
  apiWithDatabase,
  Browser,
  eventually,
  newUser,
  securityLines,
  signedInBrowser,
  startApi,
  startGateway,
  type RunningApi,
} from './harness';

// issue 12, "Brute force that bursts cannot beat": every count is taken before a PIN is checked,
// in PostgreSQL, so parallel bursts and several API instances cannot get more PINs checked than
// decisions.md allows (5 per username before the lock, 30 failed PINs per address in 15 minutes).

const statusesOf = (rs: { status: number }[]) => rs.map((r) => r.status);
const count = (xs: number[], x: number) => xs.filter((s) => s === x).length;

describe('brute force in bursts', () => {
  // The request-rate limits are out of the way here; they have their own tests below.
  const env = { SECURITY_LOG: 'on', LOGINS_PER_ADDRESS_PER_MINUTE: '1000', SIGNUPS_PER_ADDRESS_PER_HOUR: '1000' };
  const ctx = apiWithDatabase(env);
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let second: RunningApi;

  beforeAll(async () => {
    gateway = await startGateway(ctx.api.base);
    // A second API instance on the same database: counts are shared through PostgreSQL.
    second = await startApi(ctx.db.url, env);
  });
  afterAll(async () => {
    await gateway?.stop();
    await second?.close();
  });

  it('checks no more than 5 wrong PINs of one account, however many arrive at once', async () => {
    const user = newUser();
    expect((await new Browser(ctx.api.base, '10.30.0.1').post('/api/auth/signup', user)).status).toBe(201);
    const attacker = new Browser(ctx.api.base, '10.30.0.2');
    const burst = await Promise.all(
      Array.from({ length: 16 }, () => attacker.post('/api/auth/login', { username: user.email, pin: '9081726' })),
    );
    const statuses = statusesOf(burst);
    expect(count(statuses, 401)).toBe(LOGIN_LOCK.failuresBeforeLock);
    expect(count(statuses, 429)).toBe(16 - LOGIN_LOCK.failuresBeforeLock);
    for (const r of burst.filter((x) => x.status === 429)) {
      expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(r.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    }
    // Locked: even the right PIN is refused.
    expect((await attacker.post('/api/auth/login', { username: user.email, pin: user.pin })).status).toBe(429);
  });

  it('never refuses the right PIN because a success cleared the count while the attempt was being counted', async () => {
    const user = newUser();
    expect((await new Browser(ctx.api.base, '10.30.1.1').post('/api/auth/signup', user)).status).toBe(201);
    const b = new Browser(ctx.api.base, '10.30.1.2');
    expect((await b.post('/api/auth/login', { username: user.email, pin: '9081726' })).status).toBe(401); // the row exists
    // Another sign-in's success holds the row and is about to delete it (AuthService → LoginThrottle.succeeded).
    const other = new Client({ connectionString: ctx.db.url });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query('SELECT 1 FROM login_attempts WHERE username = $1 FOR UPDATE', [user.email]);
      const login = b.post('/api/auth/login', { username: user.email, pin: user.pin });
      // This attempt is counting itself and waits on the row…
      await eventually(async () => {
        const waiting = await ctx.pg.query(
          `SELECT 1 FROM pg_stat_activity WHERE wait_event_type = 'Lock' AND query ILIKE '%login_attempts%'`,
        );
        return waiting.rowCount ? true : undefined;
      });
      // …and the success deletes it.
      await other.query('DELETE FROM login_attempts WHERE username = $1', [user.email]);
      await other.query('COMMIT');
      const res = await login;
      expect({ status: res.status, message: res.json.message }).toEqual({ status: 200, message: expect.any(String) });
    } finally {
      await other.end();
    }
    const row = await ctx.pg.query('SELECT 1 FROM login_attempts WHERE username = $1', [user.email]);
    expect(row.rowCount).toBe(0); // the success cleared its own count
  });

  it('caps failed PINs per client address at 30 in a burst through the gateway, across usernames', async () => {
    const burst = await Promise.all(
      Array.from({ length: 40 }, (_, i) =>
        fetch(`${gateway.url}/api/auth/login`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', 'x-forwarded-for': `198.51.100.${i + 1}` },
          body: JSON.stringify({ username: `burst${i}@chairside.test`, pin: '9081726' }),
        }),
      ),
    );
    const statuses = burst.map((r) => r.status);
    expect(count(statuses, 401)).toBe(LOGIN_LOCK.perAddressFailures);
    expect(count(statuses, 429)).toBe(40 - LOGIN_LOCK.perAddressFailures);
    const refused = burst.find((r) => r.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
  });

  it('shares the per-address cap between API instances', async () => {
    const send = (base: string, i: number) =>
      new Browser(base, '10.31.0.1').post('/api/auth/login', { username: `spread${i}@chairside.test`, pin: '9081726' });
    const burst = await Promise.all(Array.from({ length: 40 }, (_, i) => send(i % 2 ? second.base : ctx.api.base, i)));
    expect(count(statusesOf(burst), 401)).toBe(LOGIN_LOCK.perAddressFailures);
  });

  it('gives a successful sign-in its address slot back', async () => {
    const user = newUser();
    await new Browser(ctx.api.base, '10.32.0.1').post('/api/auth/signup', user);
    const b = new Browser(ctx.api.base, '10.32.0.2');
    for (let i = 0; i <= LOGIN_LOCK.perAddressFailures; i++)
      expect((await b.post('/api/auth/login', { username: user.email, pin: user.pin })).status).toBe(200);
  });

  it('writes sign-ins, failures, lockouts and access to other users’ objects as JSON lines, without PIN or session id', async () => {
    const user = newUser();
    const owner = await signedInBrowser(ctx.api.base);
    const entry = await owner.post('/api/food-entries', { foodName: 'Oats', mealType: 'breakfast', calories: 300 });
    let cookie = '';
    const lines = await securityLines(async () => {
      const b = new Browser(ctx.api.base, '10.33.0.1');
      expect((await b.post('/api/auth/signup', user)).status).toBe(201);
      expect((await b.post('/api/auth/login', { username: user.email, pin: user.pin })).status).toBe(200);
      cookie = b.sessionCookie;
      // Another user's food photo: 404, logged with the user who asked.
      expect((await b.get(`/api/food-photos/${entry.json.id}`)).status).toBe(404);
      for (let i = 0; i < LOGIN_LOCK.failuresBeforeLock; i++)
        await b.post('/api/auth/login', { username: user.email, pin: '9081726' });
      expect((await b.post('/api/auth/login', { username: user.email, pin: user.pin })).status).toBe(429);
    });
    const me = lines.find((l) => l.event === 'signup.success')!;
    expect(me).toMatchObject({ address: '10.33.0.1', outcome: 'created' });
    const userId = me.userId;
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'login.success', userId, address: '10.33.0.1', outcome: 'signed-in' }),
        expect.objectContaining({ event: 'access.denied', userId, address: '10.33.0.1', outcome: 'not-found' }),
        expect.objectContaining({
          event: 'login.failure',
          userId,
          address: '10.33.0.1',
          outcome: 'invalid-credentials',
        }),
        expect.objectContaining({ event: 'login.lockout', address: '10.33.0.1', outcome: 'locked' }),
        expect.objectContaining({ event: 'login.refused', address: '10.33.0.1', outcome: 'rate-limited' }),
      ]),
    );
    expect(lines.filter((l) => l.event === 'login.failure')).toHaveLength(LOGIN_LOCK.failuresBeforeLock);
    for (const l of lines) expect(typeof l.ts).toBe('string');
    const text = JSON.stringify(lines);
    expect(text).not.toContain(user.pin);
    expect(text).not.toContain('9081726');
    expect(text).not.toContain(decodeURIComponent(cookie.split('=')[1]!).slice(2, 34));
  });

  it('refuses the most common PINs at sign-up, naming the field', async () => {
    for (const pin of ['123123', '112233', '121212', '101010', '696969', '147258']) {
      const res = await new Browser(ctx.api.base, '10.34.0.1').post('/api/auth/signup', { ...newUser(), pin });
      expect(res.status).toBe(400);
      expect(res.json.errors[0].path).toBe('pin');
    }
  });
});

describe('request rates per client address, answered before any argon2 work', () => {
  const ctx = apiWithDatabase({
    SECURITY_LOG: 'on',
    LOGINS_PER_ADDRESS_PER_MINUTE: '3',
    SIGNUPS_PER_ADDRESS_PER_HOUR: '2',
  });

  it('answers the 4th sign-in of a minute 429 with Retry-After, even with the right PIN, without checking it', async () => {
    const user = newUser();
    expect((await new Browser(ctx.api.base, '10.40.0.1').post('/api/auth/signup', user)).status).toBe(201);
    // Browsers without a device cookie (a trusted one is held by its own rate, tested with device cookies).
    const b = () => new Browser(ctx.api.base, '10.40.0.2');
    const lines = await securityLines(async () => {
      for (let i = 0; i < 3; i++)
        expect((await b().post('/api/auth/login', { username: user.email, pin: user.pin })).status).toBe(200);
      const refused = await b().post('/api/auth/login', { username: user.email, pin: user.pin });
      expect(refused.status).toBe(429);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60);
      expect(refused.json).toMatchObject({ success: false, code: 'TOO_MANY_ATTEMPTS' });
    });
    // Three PINs were checked (three successes), the fourth never was.
    expect(lines.filter((l) => l.event === 'login.success')).toHaveLength(3);
    expect(lines.filter((l) => l.event === 'login.refused')).toHaveLength(1);
    // Another address is not affected.
    expect(
      (await new Browser(ctx.api.base, '10.40.0.3').post('/api/auth/login', { username: user.email, pin: user.pin }))
        .status,
    ).toBe(200);
  });

  it('answers the 3rd sign-up of an hour 429 with Retry-After and creates nothing', async () => {
    const b = (n: number) => new Browser(ctx.api.base, '10.41.0.1').post('/api/auth/signup', newUser(`Person ${n}`));
    expect((await b(1)).status).toBe(201);
    expect((await b(2)).status).toBe(201);
    const third = newUser();
    const refused = await new Browser(ctx.api.base, '10.41.0.1').post('/api/auth/signup', third);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(3600);
    const rows = await ctx.pg.query(`SELECT 1 FROM users WHERE username = $1`, [third.email]);
    expect(rows.rowCount).toBe(0);
  });
});
