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
import { LoginPruner } from '../src/modules/auth/login-pruner';

// Brute force that bursts cannot beat (decisions.md, "Hardening"): every count is taken before a PIN is checked,
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

// "Lockouts turned against their owners" (decisions.md, "Hardening II"), after OWASP's device
// cookies: failures and lock levels fade with quiet time, a browser that signed in before has its
// own count, old rows are pruned, and PIN re-checks have a counter of their own.
describe('lockouts that cannot be turned against their owners', () => {
  const QUIET_MINUTES = 60; // the default, LOGIN_QUIET_MINUTES
  const env = { SECURITY_LOG: 'on', LOGINS_PER_ADDRESS_PER_MINUTE: '1000', SIGNUPS_PER_ADDRESS_PER_HOUR: '1000' };
  const ctx = apiWithDatabase(env);
  const wrong = (b: Browser, username: string) => b.post('/api/auth/login', { username, pin: '9081726' });
  const login = (b: Browser, u: { email: string; pin: string }) =>
    b.post('/api/auth/login', { username: u.email, pin: u.pin });
  /** Moves a username's stored times back, as if `minutes` had passed quietly. */
  const age = (username: string, minutes: number) =>
    ctx.pg.query(
      `UPDATE login_attempts SET last_attempt_at = last_attempt_at - make_interval(mins => $2),
              locked_until = locked_until - make_interval(mins => $2) WHERE username = $1`,
      [username, minutes],
    );
  const attemptsRow = async (username: string) =>
    (await ctx.pg.query('SELECT failures, lock_level FROM login_attempts WHERE username = $1', [username])).rows[0];

  it('forgets consecutive failures after a quiet period: 4 wrong PINs, an hour of quiet, 4 more, and no lock', async () => {
    const user = newUser();
    expect((await new Browser(ctx.api.base, '10.50.0.1').post('/api/auth/signup', user)).status).toBe(201);
    const b = new Browser(ctx.api.base, '10.50.0.2');
    for (let i = 0; i < 4; i++) expect((await wrong(b, user.email)).status).toBe(401);
    await age(user.email, QUIET_MINUTES - 1);
    // Not yet quiet long enough: the 5th failure locks.
    const other = newUser();
    await new Browser(ctx.api.base, '10.50.0.1').post('/api/auth/signup', other);
    for (let i = 0; i < 4; i++) await wrong(b, other.email);
    await age(other.email, QUIET_MINUTES - 1);
    expect((await wrong(b, other.email)).status).toBe(401);
    expect((await login(b, other)).status).toBe(429);

    await age(user.email, 1);
    for (let i = 0; i < 4; i++) expect((await wrong(b, user.email)).status).toBe(401);
    expect(await attemptsRow(user.email)).toEqual({ failures: 4, lock_level: 0 });
    expect((await login(new Browser(ctx.api.base, '10.50.0.2'), user)).status).toBe(200);
  });

  it('lowers the lock level one step for each quiet period after the lock ended', async () => {
    const user = newUser();
    await new Browser(ctx.api.base, '10.51.0.1').post('/api/auth/signup', user);
    // Each batch from an address of its own, so the per-address cap never answers for the username's lock.
    let n = 0;
    const fresh = () => new Browser(ctx.api.base, `10.51.1.${++n}`);
    const batch = async () => {
      const b = fresh();
      for (let i = 0; i < LOGIN_LOCK.failuresBeforeLock; i++) expect((await wrong(b, user.email)).status).toBe(401);
      return b;
    };
    // Four locks in a row: level 4, 60 minutes.
    for (let lock = 0; lock < 4; lock++) {
      await batch();
      if (lock < 3) await age(user.email, LOGIN_LOCK.lockMinutes[lock]!);
    }
    expect(await attemptsRow(user.email)).toEqual({ failures: 0, lock_level: 4 });
    // The 60-minute lock ends, then two quiet hours: level 4 falls to 2, so the next lock is level 3, 15 minutes.
    await age(user.email, 60 + 2 * QUIET_MINUTES);
    const locked = await login(await batch(), user);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(5 * 60);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(15 * 60);
    expect(await attemptsRow(user.email)).toEqual({ failures: 0, lock_level: 3 });
    // Without quiet time after the lock, nothing falls: the next lock is 60 minutes again.
    await age(user.email, 15);
    const longer = await login(await batch(), user);
    expect(Number(longer.headers.get('retry-after'))).toBeGreaterThan(15 * 60);
    expect(await attemptsRow(user.email)).toEqual({ failures: 0, lock_level: 4 });
  });

  it('hands the session and the device cookie through the gateway', async () => {
    const gateway = await startGateway(ctx.api.base);
    try {
      const b = new Browser(gateway.url);
      expect((await b.post('/api/auth/signup', newUser())).status).toBe(201);
      expect(b.sessionCookie).toMatch(/^chairside\.sid=/);
      expect(b.deviceCookie).toMatch(/^chairside\.device=/);
    } finally {
      await gateway.stop();
    }
  });

  it('lets a browser that signed in before sign in while another address has locked its username; others stay refused', async () => {
    const user = newUser();
    const owner = new Browser(ctx.api.base, '10.52.0.1');
    const signup = await owner.post('/api/auth/signup', user);
    expect(signup.status).toBe(201);
    const set = signup.headers.getSetCookie().find((c) => c.startsWith('chairside.device='))!;
    expect(set).toMatch(
      /^chairside\.device=[0-9a-f-]{36}\.[\w-]+; Path=\/api\/auth; Expires=[^;]+; HttpOnly; SameSite=Lax$/,
    );
    const days = (Date.parse(/Expires=([^;]+)/.exec(set)![1]!) - Date.now()) / 86400000;
    expect(Math.round(days)).toBe(180);
    await owner.post('/api/auth/logout');

    const attacker = new Browser(ctx.api.base, '10.52.0.2');
    const lines = await securityLines(async () => {
      for (let i = 0; i < LOGIN_LOCK.failuresBeforeLock; i++)
        expect((await wrong(attacker, user.email)).status).toBe(401);
      expect((await login(attacker, user)).status).toBe(429);
      // The owner's browser, from its own address: signed in.
      expect((await login(owner, user)).status).toBe(200);
      expect((await owner.get('/api/auth/user')).json.email).toBe(user.email);
    });
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'login.success', address: '10.52.0.1', client: 'trusted-device' }),
      ]),
    );
    // The owner's success does not end the attacker's lock, and a browser without the cookie is refused,
    // even from the owner's address; so is a forged or another user's device cookie.
    expect((await login(attacker, user)).status).toBe(429);
    expect((await login(new Browser(ctx.api.base, '10.52.0.1'), user)).status).toBe(429);
    const forged = new Browser(ctx.api.base, '10.52.0.1');
    Object.assign(forged, { device: owner.deviceCookie.replace(/\.[\w-]+$/, '.AAAA') });
    expect((await login(forged, user)).status).toBe(429);
    const someoneElse = await signedInBrowser(ctx.api.base);
    expect((await login(new Browser(ctx.api.base, '10.52.0.1').withDeviceOf(someoneElse), user)).status).toBe(429);
  });

  it('counts a trusted browser’s wrong PINs on that browser alone', async () => {
    const user = newUser();
    const owner = new Browser(ctx.api.base, '10.53.0.1');
    await owner.post('/api/auth/signup', user);
    for (let i = 0; i < LOGIN_LOCK.failuresBeforeLock; i++) expect((await wrong(owner, user.email)).status).toBe(401);
    const locked = await login(owner, user);
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(await attemptsRow(user.email)).toBeUndefined(); // the username's count was never touched
    expect((await login(new Browser(ctx.api.base, '10.53.0.2'), user)).status).toBe(200);
  });

  it('lets a colleague with a device cookie sign in from a shared address over its cap of failed PINs', async () => {
    const clinic = '10.54.0.1';
    const colleague = newUser('Sam Colleague');
    const hers = new Browser(ctx.api.base, clinic);
    expect((await hers.post('/api/auth/signup', colleague)).status).toBe(201);
    await hers.post('/api/auth/logout');
    const someone = new Browser(ctx.api.base, clinic);
    for (let i = 0; i < LOGIN_LOCK.perAddressFailures; i++)
      expect((await wrong(someone, `first.last${i}@clinic.test`)).status).toBe(401);
    // Every cookie-less browser of the clinic is refused, even with a right PIN…
    const refused = await login(new Browser(ctx.api.base, clinic), colleague);
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(60);
    // …but the colleague's browser, which signed in before, is not.
    expect((await login(hers, colleague)).status).toBe(200);
    expect((await hers.get('/api/auth/user')).json.email).toBe(colleague.email);
  });

  it('keeps every colleague of a shared workstation trusted, each for their own account only', async () => {
    const [first, second] = [newUser('Ana First'), newUser('Ben Second')];
    const workstation = new Browser(ctx.api.base, '10.56.0.1');
    expect((await workstation.post('/api/auth/signup', first)).status).toBe(201);
    expect((await new Browser(ctx.api.base, '10.56.0.9').post('/api/auth/signup', second)).status).toBe(201);
    await workstation.post('/api/auth/logout');
    expect((await login(workstation, second)).status).toBe(200);
    await workstation.post('/api/auth/logout');
    const attacker = new Browser(ctx.api.base, '10.56.0.2');
    for (const u of [first, second])
      for (let i = 0; i < LOGIN_LOCK.failuresBeforeLock; i++) await wrong(attacker, u.email);
    expect((await login(attacker, first)).status).toBe(429);
    expect((await login(workstation, first)).status).toBe(200);
    expect((await login(workstation, second)).status).toBe(200);
    expect((await workstation.get('/api/auth/user')).json.email).toBe(second.email);
    // A third colleague who never signed in there is still held by the lock.
    const third = newUser('Cy Third');
    await new Browser(ctx.api.base, '10.56.0.9').post('/api/auth/signup', third);
    for (let i = 0; i < LOGIN_LOCK.failuresBeforeLock; i++) await wrong(attacker, third.email);
    expect((await login(workstation, third)).status).toBe(429);
  });

  it('prunes rows that hold nothing any more, one instance at a time, on a timer of its own', async () => {
    const pruner = ctx.api.app.get(LoginPruner);
    expect(pruner.scheduled).toBe(false); // tests run no background deletes unless asked for
    const owner = await signedInBrowser(ctx.api.base);
    const ownerId = (await owner.get('/api/auth/user')).json.id as string;
    const row = (username: string, level: number, minutesAgo: number) =>
      ctx.pg.query(
        `INSERT INTO login_attempts (username, failures, lock_level, locked_until, last_attempt_at)
         VALUES ($1, $2, $3, now() - make_interval(mins => $4), now() - make_interval(mins => $4 + 1))`,
        [username, level ? 0 : 3, level, minutesAgo],
      );
    await row('nobody-quiet@chairside.test', 0, QUIET_MINUTES + 1); // failures forgotten: gone
    await row('nobody-recent@chairside.test', 0, QUIET_MINUTES - 5); // still counting: kept
    await row('nobody-level2-old@chairside.test', 2, 2 * QUIET_MINUTES + 1); // decayed to 0: gone
    await row('nobody-level2-half@chairside.test', 2, QUIET_MINUTES + 1); // still level 1: kept
    await ctx.pg.query(`INSERT INTO login_devices (user_id, expires_at) VALUES ($1, now() - interval '1 second')`, [
      ownerId,
    ]);
    const names = async () =>
      (await ctx.pg.query(`SELECT username FROM login_attempts WHERE username LIKE 'nobody-%' ORDER BY 1`)).rows.map(
        (r) => r.username,
      );
    const devices = async () =>
      Number((await ctx.pg.query('SELECT count(*) FROM login_devices WHERE user_id = $1', [ownerId])).rows[0].count);
    expect(await devices()).toBe(2);

    // Another instance is pruning (holds the lock): this one skips its turn.
    const other = new Client({ connectionString: ctx.db.url });
    await other.connect();
    try {
      await other.query('BEGIN');
      await other.query(`SELECT pg_advisory_xact_lock(hashtext('chairside:prune-login-rows'))`);
      expect(await pruner.prune()).toEqual({ ran: false, attempts: 0, devices: 0 });
      expect(await names()).toHaveLength(4);
      await other.query('COMMIT');
    } finally {
      await other.end();
    }

    const run = await pruner.prune();
    expect(run).toMatchObject({ ran: true, devices: 1 });
    expect(run.attempts).toBeGreaterThanOrEqual(2);
    expect(await names()).toEqual(['nobody-level2-half@chairside.test', 'nobody-recent@chairside.test']);
    expect(await devices()).toBe(1); // the owner's live device stays

    // With LOGIN_PRUNE_MINUTES the API's own timer runs it.
    const timed = await startApi(ctx.db.url, { ...env, LOGIN_PRUNE_MINUTES: '0.005' });
    try {
      expect(timed.app.get(LoginPruner).scheduled).toBe(true);
      await row('nobody-timer@chairside.test', 0, QUIET_MINUTES + 1);
      await eventually(async () => ((await names()).includes('nobody-timer@chairside.test') ? undefined : true));
    } finally {
      await timed.close();
    }
  });

  it('deletes a member’s login rows with the account', async () => {
    const user = newUser();
    const b = new Browser(ctx.api.base, '10.55.0.1');
    await b.post('/api/auth/signup', user);
    const userId = (await b.get('/api/auth/user')).json.id as string;
    await wrong(new Browser(ctx.api.base, '10.55.0.2'), user.email);
    expect(await attemptsRow(user.email)).toBeDefined();
    expect((await b.request('DELETE', '/api/account', { pin: user.pin })).status).toBe(204);
    expect(await attemptsRow(user.email)).toBeUndefined();
    const devices = await ctx.pg.query('SELECT 1 FROM login_devices WHERE user_id = $1', [userId]);
    expect(devices.rowCount).toBe(0);
  });
});

describe('PIN re-checks, sessions and the security log', () => {
  const ctx = apiWithDatabase({ SECURITY_LOG: 'on' });
  const changePin = (b: Browser, currentPin: string, newPin = '5839201') =>
    b.post('/api/auth/change-pin', { currentPin, newPin });

  it('bounds wrong PIN re-checks on their own counter, which never locks sign-in', async () => {
    const user = newUser();
    const b = await signedInBrowser(ctx.api.base, user);
    const userId = (await b.get('/api/auth/user')).json.id as string;
    const lines = await securityLines(async () => {
      for (let i = 0; i < 5; i++) expect((await changePin(b, '000000')).status).toBe(403);
      const refused = await changePin(b, user.pin);
      expect(refused.status).toBe(429);
      expect(refused.json.message).toMatch(/^Too many wrong PINs\. Try again in \d+ minutes?\.$/);
      expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(50 * 60);
      expect(Number(refused.headers.get('retry-after'))).toBeLessThanOrEqual(60 * 60);
      // Deleting the account asks on the same counter.
      expect((await b.request('DELETE', '/api/account', { pin: user.pin })).status).toBe(429);
    });
    // Sign-in never saw them: no count on the username, and the right PIN signs in from anywhere.
    const row = await ctx.pg.query('SELECT 1 FROM login_attempts WHERE username = $1', [user.email]);
    expect(row.rowCount).toBe(0);
    expect(
      (await new Browser(ctx.api.base, '10.60.0.9').post('/api/auth/login', { username: user.email, pin: user.pin }))
        .status,
    ).toBe(200);
    expect(lines.filter((l) => String(l.event).startsWith('login.'))).toEqual([]);
    expect(lines.filter((l) => l.event === 'pin.recheck.failure')).toHaveLength(5);
    expect(lines).toEqual(
      expect.arrayContaining([
        expect.objectContaining({ event: 'pin.recheck.failure', userId, action: 'change-pin', outcome: 'wrong-pin' }),
        expect.objectContaining({ event: 'pin.recheck.refused', userId, action: 'change-pin' }),
        expect.objectContaining({ event: 'pin.recheck.refused', userId, action: 'delete-account' }),
      ]),
    );
  });

  it('gives a right re-check its slot back: wrong ones only are counted', async () => {
    const user = newUser();
    const b = await signedInBrowser(ctx.api.base, user);
    for (let i = 0; i < 4; i++) expect((await changePin(b, '000000')).status).toBe(403);
    expect((await changePin(b, user.pin)).status).toBe(200);
    expect((await changePin(b, '000000', '6029384')).status).toBe(403);
  });

  it('rotates the session id when the PIN changes: the old cookie stops working, the new one works', async () => {
    const user = newUser();
    const here = await signedInBrowser(ctx.api.base, user);
    const before = here.sessionCookie;
    const res = await changePin(here, user.pin);
    expect(res.status).toBe(200);
    expect(here.sessionCookie).toMatch(/^chairside\.sid=/);
    expect(here.sessionCookie).not.toBe(before);
    expect((await here.get('/api/auth/user')).json.email).toBe(user.email);
    const old = new Browser(ctx.api.base);
    Object.assign(old, { cookie: before });
    expect((await old.get('/api/auth/user')).status).toBe(401);
  });

  it('keeps only the browser that changed the PIN trusted: one that signed in with the old PIN is held by the lock', async () => {
    const user = newUser();
    const here = new Browser(ctx.api.base, '10.61.0.1');
    expect((await here.post('/api/auth/signup', user)).status).toBe(201);
    const elsewhere = new Browser(ctx.api.base, '10.61.0.2');
    expect((await elsewhere.post('/api/auth/login', { username: user.email, pin: user.pin })).status).toBe(200);
    expect((await changePin(here, user.pin)).status).toBe(200);
    const attacker = new Browser(ctx.api.base, '10.61.0.3');
    for (let i = 0; i < LOGIN_LOCK.failuresBeforeLock; i++)
      await attacker.post('/api/auth/login', { username: user.email, pin: '9081726' });
    const again = { username: user.email, pin: '5839201' };
    expect((await elsewhere.post('/api/auth/login', again)).status).toBe(429);
    expect((await here.post('/api/auth/login', again)).status).toBe(200);
  });

  it('keeps only the browser that signed out everywhere trusted: a lost laptop is held by the lock', async () => {
    const user = newUser();
    const here = new Browser(ctx.api.base, '10.62.0.1');
    expect((await here.post('/api/auth/signup', user)).status).toBe(201);
    const lost = new Browser(ctx.api.base, '10.62.0.2');
    expect((await lost.post('/api/auth/login', { username: user.email, pin: user.pin })).status).toBe(200);
    expect((await here.post('/api/auth/sign-out-everywhere')).status).toBe(200);
    const attacker = new Browser(ctx.api.base, '10.62.0.3');
    for (let i = 0; i < LOGIN_LOCK.failuresBeforeLock; i++)
      await attacker.post('/api/auth/login', { username: user.email, pin: '9081726' });
    const again = { username: user.email, pin: user.pin };
    expect((await lost.post('/api/auth/login', again)).status).toBe(429);
    expect((await here.post('/api/auth/login', again)).status).toBe(200);
  });

  it('logs sign-out-everywhere and the PIN re-checks of a PIN change and an account deletion as their own events', async () => {
    const user = newUser();
    const b = await signedInBrowser(ctx.api.base, user);
    const userId = (await b.get('/api/auth/user')).json.id as string;
    let lines = await securityLines(async () => {
      expect((await changePin(b, user.pin)).status).toBe(200);
      expect((await b.post('/api/auth/sign-out-everywhere')).status).toBe(200);
    });
    expect(lines.map((l) => l.event)).toEqual(['pin.recheck.success', 'pin.changed', 'logout.everywhere']);
    expect(lines[0]).toMatchObject({ userId, action: 'change-pin', outcome: 'confirmed' });
    expect(lines[2]).toMatchObject({ userId, outcome: 'all-sessions-ended' });
    expect(typeof lines[2]!.address).toBe('string');

    await b.post('/api/auth/login', { username: user.email, pin: '5839201' });
    lines = await securityLines(async () => {
      expect((await b.request('DELETE', '/api/account', { pin: '000000' })).status).toBe(403);
      expect((await b.request('DELETE', '/api/account', { pin: '5839201' })).status).toBe(204);
    });
    expect(lines.map((l) => [l.event, l.action])).toEqual([
      ['pin.recheck.failure', 'delete-account'],
      ['access.denied', undefined], // every 403 to a signed-in user is
      ['pin.recheck.success', 'delete-account'],
      ['account.deleted', undefined],
    ]);
    expect(JSON.stringify(lines)).not.toContain('5839201');
  });
});
