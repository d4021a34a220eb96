import { DEMO_ACCOUNTS } from '@chairside/contracts';
import { Client } from 'pg';
import { Browser, createTestDatabase, newUser, signedInBrowser, startApi, type RunningApi } from './harness';

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let api: RunningApi;

beforeAll(async () => {
  db = await createTestDatabase();
  api = await startApi(db.url);
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

const demo = DEMO_ACCOUNTS[0];

describe('login', () => {
  it('signs a demo account in with a fresh httpOnly session cookie and reads the user', async () => {
    const b = new Browser(api.base, '10.1.0.1');
    expect((await b.get('/api/auth/user')).status).toBe(401);
    const res = await b.post('/api/auth/login', { username: demo.username, pin: demo.pin });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      success: true,
      user: { username: demo.username, profile: { name: 'Maya Chen' } },
    });
    expect(res.headers.get('set-cookie')).toMatch(/chairside\.sid=.*HttpOnly.*SameSite=Lax/i);
    const me = await b.get('/api/auth/user');
    expect(me.status).toBe(200);
    expect(me.json).toMatchObject({ email: demo.username, firstName: 'Maya', lastName: 'Chen' });
  });

  it('accepts the username in any case and with spaces around it', async () => {
    const b = new Browser(api.base, '10.1.0.2');
    expect((await b.post('/api/auth/login', { username: '  Dentist@Chairside.DEMO ', pin: demo.pin })).status).toBe(
      200,
    );
  });

  it('answers a wrong PIN or unknown user with 401 and the spec shape, and no session', async () => {
    const b = new Browser(api.base, '10.1.0.3');
    for (const body of [
      { username: DEMO_ACCOUNTS[1].username, pin: '0000' },
      { username: 'nobody@chairside.test', pin: '1234' },
    ]) {
      const res = await b.post('/api/auth/login', body);
      expect(res.status).toBe(401);
      expect(res.json).toMatchObject({ success: false, message: 'Invalid username or PIN' });
    }
    expect((await b.get('/api/auth/user')).status).toBe(401);
  });

  it('refuses a username that is too long once lower-cased (254 × İ) with 400 at login and sign-up, storing nothing', async () => {
    const long = 'İ'.repeat(254); // 254 characters, 508 lower-cased: login_attempts.username holds 254
    const b = new Browser(api.base, '10.1.0.9');
    for (const [path, body] of [
      ['/api/auth/login', { username: long, pin: '1234' }],
      ['/api/auth/login', { username: `${'İ'.repeat(120)}@clinic.example`, pin: '1234' }],
      ['/api/auth/signup', { email: long, name: 'Long Name', pin: '4820913' }],
      ['/api/auth/signup', { email: `${'İ'.repeat(120)}@clinic.example`, name: 'Long Name', pin: '4820913' }],
    ] as const) {
      const res = await b.post(path, body);
      expect({ path, status: res.status }).toEqual({ path, status: 400 });
      expect(res.json.message).toMatch(path.endsWith('login') ? /^username: / : /^email: /);
    }
    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    try {
      const stored = await pg.query(
        `SELECT (SELECT count(*) FROM login_attempts WHERE username LIKE 'i%') AS attempts,
                (SELECT count(*) FROM users WHERE email LIKE 'i%') + (SELECT count(*) FROM profiles WHERE name = 'Long Name') AS users`,
      );
      expect(stored.rows[0]).toEqual({ attempts: '0', users: '0' });
    } finally {
      await pg.end();
    }
  });

  it('rejects a login without a PIN with 400 naming the field', async () => {
    const res = await new Browser(api.base, '10.1.0.4').post('/api/auth/login', { username: demo.username });
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^pin:/);
  });

  it('regenerates the session id at login (no fixation)', async () => {
    const b = await signedInBrowser(api.base);
    const before = b.sessionCookie;
    const user = newUser();
    await new Browser(api.base).post('/api/auth/signup', user);
    await b.post('/api/auth/login', { username: user.email, pin: user.pin });
    expect(b.sessionCookie).not.toBe(before);
    expect((await b.get('/api/auth/user')).json.email).toBe(user.email);
  });
});

describe('PIN sign-in turned off', () => {
  it('answers the right PIN 403 with what to do, a wrong one 401, and trusts no browser for it', async () => {
    const user = newUser('Robin Passkey');
    const owner = await signedInBrowser(api.base, user);
    const id = (await owner.get('/api/auth/user')).json.id as string;
    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    try {
      await pg.query('UPDATE users SET pin_sign_in = false WHERE id = $1', [id]);
      const devices = async () => (await pg.query('SELECT id FROM login_devices WHERE user_id = $1', [id])).rows;
      const before = await devices();

      const b = new Browser(api.base, '10.1.9.1');
      const right = await b.post('/api/auth/login', { username: user.email, pin: user.pin });
      expect([right.status, right.json.message]).toEqual([
        403,
        'PIN sign-in is turned off for this account. Sign in with your passkey.',
      ]);
      expect(right.headers.get('set-cookie') ?? '').not.toContain('chairside.sid=s');
      expect((await b.get('/api/auth/user')).status).toBe(401);
      expect((await b.post('/api/auth/login', { username: user.email, pin: '000000' })).status).toBe(401);
      // Knowing the PIN adds no trusted device (it would push the member's own browsers out).
      expect(await devices()).toEqual(before);
    } finally {
      await pg.end();
    }
  });
});

describe('lockout', () => {
  it('locks a username after 5 failures, refuses even the right PIN with 429 + Retry-After, and a success after the lock resets it', async () => {
    const user = newUser();
    const setup = new Browser(api.base, '10.2.0.1');
    expect((await setup.post('/api/auth/signup', user)).status).toBe(201);
    const attacker = new Browser(api.base, '10.2.0.2');
    for (let i = 0; i < 5; i++)
      expect((await attacker.post('/api/auth/login', { username: user.email, pin: '9999999' })).status).toBe(401);
    const locked = await attacker.post('/api/auth/login', { username: user.email, pin: user.pin });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(60);
    expect(locked.json.message).toMatch(/Too many failed attempts/);
    // From another address too: the lock belongs to the username.
    expect(
      (await new Browser(api.base, '10.2.0.3').post('/api/auth/login', { username: user.email, pin: user.pin })).status,
    ).toBe(429);

    // Let the lock run out, then the right PIN works and clears the count.
    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    await pg.query(`UPDATE login_attempts SET locked_until = now() - interval '1 second' WHERE username = $1`, [
      user.email,
    ]);
    expect((await attacker.post('/api/auth/login', { username: user.email, pin: user.pin })).status).toBe(200);
    const rows = await pg.query(`SELECT * FROM login_attempts WHERE username = $1`, [user.email]);
    expect(rows.rowCount).toBe(0);
    await pg.end();
  });

  it('grows the lock: the second lock lasts 5 minutes', async () => {
    const user = newUser();
    await new Browser(api.base, '10.3.0.1').post('/api/auth/signup', user);
    const b = new Browser(api.base, '10.3.0.2');
    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    for (let i = 0; i < 5; i++) await b.post('/api/auth/login', { username: user.email, pin: '9999999' });
    await pg.query(`UPDATE login_attempts SET locked_until = now() - interval '1 second' WHERE username = $1`, [
      user.email,
    ]);
    for (let i = 0; i < 5; i++)
      expect((await b.post('/api/auth/login', { username: user.email, pin: '9999999' })).status).toBe(401);
    const locked = await b.post('/api/auth/login', { username: user.email, pin: user.pin });
    expect(locked.status).toBe(429);
    expect(Number(locked.headers.get('retry-after'))).toBeGreaterThan(60);
    expect(Number(locked.headers.get('retry-after'))).toBeLessThanOrEqual(300);
    await pg.end();
  });

  it('caps one client address across usernames', async () => {
    const b = new Browser(api.base, '10.4.0.1');
    let last = 0;
    for (let i = 0; i < 31; i++)
      last = (await b.post('/api/auth/login', { username: `spray${i}@chairside.test`, pin: '1111111' })).status;
    expect(last).toBe(429);
  });
});

describe('logout', () => {
  it('ends the session on the server: the old cookie no longer works', async () => {
    const b = await signedInBrowser(api.base);
    const stolen = new Browser(api.base);
    Object.assign(stolen, { cookie: b.sessionCookie });
    expect((await stolen.get('/api/auth/user')).status).toBe(200);
    expect((await b.post('/api/auth/logout')).json).toEqual({ success: true });
    expect((await b.get('/api/auth/user')).status).toBe(401);
    const replay = await stolen.get('/api/auth/user');
    expect(replay.status).toBe(401);
    expect(replay.text).toContain('Unauthorized');
  });
});

describe('sign-up', () => {
  it('creates the account, signs it in and stores only an argon2 hash of the PIN', async () => {
    const user = newUser('Jordan Alvarez');
    const b = new Browser(api.base, '10.5.0.1');
    const res = await b.post('/api/auth/signup', user);
    expect(res.status).toBe(201);
    expect(res.json).toMatchObject({
      success: true,
      user: { email: user.email, firstName: 'Jordan', lastName: 'Alvarez', profile: { name: 'Jordan Alvarez' } },
    });
    expect((await b.get('/api/auth/user')).status).toBe(200);
    const pg = new Client({ connectionString: db.url });
    await pg.connect();
    const { rows } = await pg.query(`SELECT pin_hash FROM users WHERE username = $1`, [user.email]);
    await pg.end();
    expect(rows[0].pin_hash).toMatch(/^\$argon2id\$/);
    expect(rows[0].pin_hash).not.toContain(user.pin);
  });

  it('refuses a duplicate e-mail with 409 and a trivial PIN with 400, storing nothing', async () => {
    const user = newUser();
    const b = new Browser(api.base, '10.5.0.2');
    expect((await b.post('/api/auth/signup', user)).status).toBe(201);
    const dup = await new Browser(api.base, '10.5.0.3').post('/api/auth/signup', {
      ...user,
      email: user.email.toUpperCase(),
    });
    expect(dup.status).toBe(409);
    expect(dup.json.message).toMatch(/already exists/);
    for (const pin of ['123456', '111111', '1234']) {
      const other = newUser();
      const res = await new Browser(api.base, '10.5.0.4').post('/api/auth/signup', { ...other, pin });
      expect(res.status).toBe(400);
      expect(res.json.errors[0].path).toBe('pin');
      expect(
        (await new Browser(api.base, '10.5.0.5').post('/api/auth/login', { username: other.email, pin })).status,
      ).toBe(401);
    }
  });
});

describe('sessions', () => {
  it('survive an API restart (stored in PostgreSQL)', async () => {
    const b = await signedInBrowser(api.base);
    const other = await startApi(db.url);
    try {
      const moved = new Browser(other.base);
      Object.assign(moved, { cookie: b.sessionCookie });
      expect((await moved.get('/api/auth/user')).status).toBe(200);
    } finally {
      await other.close();
    }
  });
});
