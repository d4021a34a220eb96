import { createHmac } from 'node:crypto';
import { DEMO_ACCOUNTS } from '@chairside/contracts';
import { Browser, createTestDatabase, newUser, startApi, type RunningApi } from './harness';

const SECRET = 'cohort-cookie-test-session-secret-0123456789';
let db: Awaited<ReturnType<typeof createTestDatabase>>;
let api: RunningApi;

beforeAll(async () => {
  db = await createTestDatabase();
  api = await startApi(db.url, { SESSION_SECRET: SECRET });
});
afterAll(async () => {
  await api?.close();
  await db?.drop();
});

/** The cohort from its definition (docs/decisions-platform.md), computed here rather than imported. */
const expectedCohort = (userId: string) =>
  createHmac('sha256', SECRET).update(`cohort:${userId}`).digest('hex').slice(0, 16);

const setCookie = (headers: Headers, name: string) => headers.getSetCookie().find((c) => c.startsWith(`${name}=`));
const expiresOf = (cookie: string | undefined) => /Expires=([^;]+)/.exec(cookie ?? '')?.[1];

describe('the canary cohort cookie (chairside.cohort)', () => {
  it('is set at sign-up: the HMAC of the member id, HttpOnly, SameSite=Lax, Path=/, as long-lived as the session', async () => {
    const b = new Browser(api.base, '10.7.0.1');
    const res = await b.post('/api/auth/signup', newUser());
    expect(res.status).toBe(201);
    const cohort = setCookie(res.headers, 'chairside.cohort');
    expect(cohort).toBe(
      `chairside.cohort=${expectedCohort(res.json.user.id)}; Path=/; Expires=${expiresOf(cohort)}; HttpOnly; SameSite=Lax`,
    );
    expect(expiresOf(cohort)).toBe(expiresOf(setCookie(res.headers, 'chairside.sid')));
  });

  it('is set at sign-in, the same value at every sign-in of the same member', async () => {
    const values: string[] = [];
    for (const ip of ['10.7.0.2', '10.7.0.3']) {
      const res = await new Browser(api.base, ip).post('/api/auth/login', {
        username: DEMO_ACCOUNTS[0].username,
        pin: DEMO_ACCOUNTS[0].pin,
      });
      expect(res.status).toBe(200);
      const cohort = setCookie(res.headers, 'chairside.cohort')!;
      expect(cohort).toMatch(/HttpOnly; SameSite=Lax$/);
      values.push(cohort.split(';')[0]!);
      expect(values.at(-1)).toBe(`chairside.cohort=${expectedCohort(res.json.user.id)}`);
    }
    expect(values[0]).toBe(values[1]);
  });

  it('is given by GET /api/auth/user to a session without one, and not again once the browser has it', async () => {
    const b = new Browser(api.base, '10.7.0.4');
    const signup = await b.post('/api/auth/signup', newUser());
    const value = `chairside.cohort=${expectedCohort(signup.json.user.id)}`;
    const without = await b.get('/api/auth/user');
    expect(without.status).toBe(200);
    expect(setCookie(without.headers, 'chairside.cohort')).toMatch(
      new RegExp(`^${value}; Path=/; Expires=.*; HttpOnly; SameSite=Lax$`),
    );
    const withIt = await b.request('GET', '/api/auth/user', undefined, { cookie: `${b.sessionCookie}; ${value}` });
    expect(withIt.status).toBe(200);
    expect(setCookie(withIt.headers, 'chairside.cohort')).toBeUndefined();
    // A visitor gets none.
    const visitor = await new Browser(api.base, '10.7.0.5').get('/api/auth/user');
    expect(visitor.status).toBe(401);
    expect(setCookie(visitor.headers, 'chairside.cohort')).toBeUndefined();
  });

  it('is cleared at sign-out, sign-out everywhere and account deletion', async () => {
    const cleared = 'chairside.cohort=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly; SameSite=Lax';
    const user = newUser();
    const one = new Browser(api.base, '10.7.0.6');
    await one.post('/api/auth/signup', user);
    expect(setCookie((await one.post('/api/auth/logout')).headers, 'chairside.cohort')).toBe(cleared);

    await one.post('/api/auth/login', { username: user.email, pin: user.pin });
    const everywhere = await one.post('/api/auth/sign-out-everywhere');
    expect(everywhere.status).toBe(200);
    expect(setCookie(everywhere.headers, 'chairside.cohort')).toBe(cleared);

    await one.post('/api/auth/login', { username: user.email, pin: user.pin });
    const deleted = await one.request('DELETE', '/api/account', { pin: user.pin });
    expect(deleted.status).toBe(204);
    expect(setCookie(deleted.headers, 'chairside.cohort')).toBe(cleared);
  });

  it('is Secure when the session cookie is (COOKIE_SECURE)', async () => {
    const secure = await startApi(db.url, { SESSION_SECRET: SECRET, COOKIE_SECURE: 'on' });
    try {
      const res = await new Browser(secure.base, '10.7.0.7').post('/api/auth/signup', newUser());
      expect(setCookie(res.headers, 'chairside.cohort')).toMatch(/; HttpOnly; Secure; SameSite=Lax$/);
    } finally {
      await secure.close();
    }
  });
});
