import { LIST_PAGE } from '@chairside/contracts';
import { apiWithDatabase, Browser, newUser, startGateway } from './harness';

// Hardening (decisions.md) through the real gateway: cross-site writes refused, a zone PostgreSQL does not know is a
// 400, lists without a date are pages, and a profile image is one of the product's own paths.

describe('hardening behind the gateway', () => {
  const ctx = apiWithDatabase({ SIGNUPS_PER_ADDRESS_PER_HOUR: '1000', LOGINS_PER_ADDRESS_PER_MINUTE: '1000' });
  let gateway: Awaited<ReturnType<typeof startGateway>>;
  let user: Browser;

  beforeAll(async () => {
    gateway = await startGateway(ctx.api.base);
    user = new Browser(gateway.url);
    expect((await user.post('/api/auth/signup', newUser())).status).toBe(201);
  });
  afterAll(async () => {
    await gateway?.stop();
  });

  describe('cross-site requests', () => {
    const entry = { foodName: 'Apple', mealType: 'snack', calories: 95 };

    it('refuses a write whose Origin is another site, or whose Sec-Fetch-Site says cross-site, with 403', async () => {
      const refusedHeaders: Record<string, string>[] = [
        { origin: 'https://evil.example' },
        { origin: 'null' },
        { 'sec-fetch-site': 'cross-site' },
        { 'sec-fetch-site': 'same-site', origin: 'https://other.chairside.example' },
      ];
      for (const headers of refusedHeaders) {
        const res = await user.request('POST', '/api/food-entries', entry, headers);
        expect(res.status).toBe(403);
        expect(res.json).toMatchObject({ statusCode: 403, message: 'Cross-site request refused' });
      }
      const put = await user.request(
        'PUT',
        '/api/user-profile',
        { name: 'Mallory' },
        { origin: 'https://evil.example' },
      );
      expect(put.status).toBe(403);
      expect((await user.get('/api/user-profile')).json.name).not.toBe('Mallory');
      // Even the sign-in form (login CSRF) and sign-up.
      const login = await new Browser(gateway.url).request(
        'POST',
        '/api/auth/login',
        { username: 'dentist@chairside.demo', pin: '1234' },
        { 'sec-fetch-site': 'cross-site' },
      );
      expect(login.status).toBe(403);
      // Nothing was stored.
      const today = new Date().toISOString().slice(0, 10);
      expect((await user.get(`/api/food-entries?date=${today}`)).json).toHaveLength(0);
    });

    it('refuses a cross-site multipart upload before reading it', async () => {
      const form = new FormData();
      for (const [k, v] of Object.entries(entry)) form.append(k, String(v));
      form.append('image', new Blob([Buffer.alloc(1024)], { type: 'image/jpeg' }), 'x.jpg');
      const res = await user.request('POST', '/api/food-entries', form, { origin: 'https://evil.example' });
      expect(res.status).toBe(403);
    });

    it('lets same-origin writes (the shell) and clients without either header through', async () => {
      const host = new URL(gateway.url).host;
      expect((await user.request('POST', '/api/food-entries', entry, { origin: `http://${host}` })).status).toBe(201);
      expect((await user.request('POST', '/api/food-entries', entry, { 'sec-fetch-site': 'same-origin' })).status).toBe(
        201,
      );
      expect((await user.post('/api/food-entries', entry)).status).toBe(201);
      // Reads are never refused.
      expect((await user.request('GET', '/api/auth/user', undefined, { origin: 'https://evil.example' })).status).toBe(
        200,
      );
    });
  });

  it('answers a zone the runtime knows but PostgreSQL does not with 400 naming tz', async () => {
    const res = await user.get('/api/food-entries?date=2026-01-01&tz=US/Pacific-New');
    expect(res.status).toBe(400);
    expect(res.json.message).toMatch(/^tz: /);
    expect(res.json.errors[0].path).toBe('tz');
    const ex = await user.get('/api/exercise-entries?date=2026-01-01&tz=US/Pacific-New');
    expect(ex.status).toBe(400);
    expect(ex.json.message).toMatch(/^tz: /);
  });

  describe('lists without a date are pages', () => {
    let pager: Browser;
    let userId: string;

    beforeAll(async () => {
      pager = new Browser(gateway.url);
      await pager.post('/api/auth/signup', newUser());
      userId = (await pager.get('/api/auth/user')).json.id;
      // 120 entries a minute apart, plus 3 sharing one instant (the cursor must not skip or repeat them).
      await ctx.pg.query(
        `INSERT INTO food_entries (user_id, food_name, meal_type, calories, analysis_method, created_at)
         SELECT $1, 'Food ' || i, 'snack', i, 'manual', now() - make_interval(mins => i) FROM generate_series(1, 120) i`,
        [userId],
      );
      await ctx.pg.query(
        `INSERT INTO food_entries (user_id, food_name, meal_type, calories, analysis_method, created_at)
         SELECT $1, 'Twin ' || i, 'snack', 1000 + i, 'manual', now() - interval '30 minutes 30 seconds' FROM generate_series(1, 3) i`,
        [userId],
      );
      await ctx.pg.query(
        `INSERT INTO exercise_entries (user_id, exercise_type, name, duration, intensity, calories_burned, created_at)
         SELECT $1, 'run', 'Run ' || i, 10, 'low', i, now() - make_interval(mins => i) FROM generate_series(1, 60) i`,
        [userId],
      );
    });

    it(`answers ${LIST_PAGE.defaultLimit} newest first by default, with a cursor to the next page`, async () => {
      const first = await pager.get('/api/food-entries');
      expect(first.status).toBe(200);
      expect(first.json).toHaveLength(LIST_PAGE.defaultLimit);
      expect(first.json[0].foodName).toBe('Food 1');
      const times = first.json.map((e: { createdAt: string }) => Date.parse(e.createdAt));
      expect([...times].sort((a, b) => b - a)).toEqual(times);
      expect(first.headers.get('x-next-cursor')).toMatch(/^[A-Za-z0-9_-]+$/);
      expect(first.headers.get('link')).toMatch(/^<\/api\/food-entries\?cursor=[A-Za-z0-9_-]+>; rel="next"$/);
    });

    it('walks every entry exactly once through the cursors, and the last page has none', async () => {
      const seen: string[] = [];
      let cursor: string | null = null;
      let pages = 0;
      do {
        const res = await pager.get(`/api/food-entries?limit=40${cursor ? `&cursor=${cursor}` : ''}`);
        expect(res.status).toBe(200);
        expect(res.json.length).toBeLessThanOrEqual(40);
        seen.push(...res.json.map((e: { id: string }) => e.id));
        cursor = res.headers.get('x-next-cursor');
        pages++;
      } while (cursor && pages < 10);
      expect(pages).toBe(4); // 123 entries, 40 a page
      expect(seen).toHaveLength(123);
      expect(new Set(seen).size).toBe(123);
    });

    it(`refuses a limit above ${LIST_PAGE.maxLimit} or a made-up cursor with 400`, async () => {
      const big = await pager.get(`/api/food-entries?limit=${LIST_PAGE.maxLimit + 1}`);
      expect(big.status).toBe(400);
      expect(big.json.message).toMatch(/^limit: /);
      expect((await pager.get(`/api/food-entries?limit=${LIST_PAGE.maxLimit}`)).json).toHaveLength(123);
      const bad = await pager.get('/api/food-entries?cursor=bm90LWEtY3Vyc29y');
      expect(bad.status).toBe(400);
      expect(bad.json.message).toMatch(/^cursor: /);
    });

    it('refuses a well-formed cursor with a made-up id or an out-of-range time with 400 naming the cursor, on both lists', async () => {
      const cursor = (text: string) => Buffer.from(text).toString('base64url');
      const id = '0b8f2f3e-6c1a-4c55-9d1e-4f6c0a2b3c4d';
      const made = [
        cursor(`1700000000000000.${'-'.repeat(36)}`), // 36 dashes: not a uuid (PostgreSQL 22P02)
        cursor(`1700000000000000.0b8f2f3e6c1a4c559d1e4f6c0a2b3c4d----`), // uuid digits, dashes moved
        cursor(`99999999999999999999.${id}`), // 20 digits: bigint overflow (22003)
        cursor(`9223372036854775807.${id}`), // fits a bigint, not an interval (22008)
        cursor(`9999999999999999.${id}`), // 16 digits, past the largest instant a cursor may name
      ];
      for (const path of ['/api/food-entries', '/api/exercise-entries']) {
        for (const c of made) {
          const res = await pager.get(`${path}?cursor=${c}`);
          expect({ path, c, status: res.status }).toEqual({ path, c, status: 400 });
          expect(res.json.message).toMatch(/^cursor: /);
          expect(res.json.errors).toEqual([{ path: 'cursor', message: expect.any(String) }]);
        }
        // A well-shaped cursor naming no entry is simply a position: the entries before it.
        const ok = await pager.get(`${path}?cursor=${cursor(`1.${id}`)}`);
        expect(ok.status).toBe(200);
        expect(ok.json).toEqual([]);
      }
    });

    it('pages exercise entries the same way', async () => {
      const first = await pager.get('/api/exercise-entries');
      expect(first.json).toHaveLength(LIST_PAGE.defaultLimit);
      expect(first.json[0].name).toBe('Run 1');
      const next = await pager.get(`/api/exercise-entries?cursor=${first.headers.get('x-next-cursor')}`);
      expect(next.json).toHaveLength(10);
      expect(next.headers.get('x-next-cursor')).toBeNull();
    });

    it('keeps the streak, which counts every day, on its own endpoint', async () => {
      const streak = await pager.get('/api/streak?tz=UTC');
      expect(streak.status).toBe(200);
      // The entries cover the last two hours: one day, or two when those hours cross midnight (UTC).
      const utcDay = (msAgo: number) => new Date(Date.now() - msAgo).toISOString().slice(0, 10);
      expect(streak.json.days).toBe(utcDay(120 * 60_000) === utcDay(60_000) ? 1 : 2);
    });
  });

  it('takes no profileImageUrl in the profile PUT: only the upload sets the photo', async () => {
    for (const url of [
      'https://evil.example/a.png',
      'javascript:alert(1)',
      '/api/profile-images/0b7e3a52-4c1f-4d6a-9a43-2f1d8e5b6c7d',
      null,
    ]) {
      const res = await user.put('/api/user-profile', { profileImageUrl: url });
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/profileImageUrl/);
    }
    expect((await user.get('/api/user-profile')).json.profileImageUrl).toBeNull();
  });
});
