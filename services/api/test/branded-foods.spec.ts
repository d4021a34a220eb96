import { startOpenFoodFactsFake } from '../../../tools/fakes/open-food-facts.mjs';
import { dropQueueKeys } from '../../../tools/testing/index.mjs';
import { apiWithDatabase, Browser, signedInBrowser, spawnWorker, type WorkerProcess } from './harness';

/**
 * GET /api/foods/branded-search: Open Food Facts' search through the real worker against the fake,
 * cached in PostgreSQL, within a per-member and a global limit (docs/decisions.md, "Branded foods").
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `test-branded-foods-${process.pid}-${Date.now().toString(36)}`;
const PER_MEMBER = 2;
const PER_MINUTE = 50;
const ctx = apiWithDatabase({
  QUEUE_PREFIX: PREFIX,
  BRANDED_SEARCHES_PER_USER_PER_HOUR: String(PER_MEMBER),
  OFF_SEARCHES_PER_MINUTE: String(PER_MINUTE),
});
let off: Awaited<ReturnType<typeof startOpenFoodFactsFake>>;
let worker: WorkerProcess;

beforeAll(async () => {
  off = await startOpenFoodFactsFake();
  worker = await spawnWorker({ QUEUE_PREFIX: PREFIX, OFF_BASE_URL: off.baseUrl });
});
afterAll(async () => {
  await worker?.stop();
  await off?.close();
  await dropQueueKeys(REDIS_URL, PREFIX);
});

const search = (b: Browser, q: string) => b.get(`/api/foods/branded-search?q=${encodeURIComponent(q)}`);

// The fake's two Starbucks products with energy on the label, per 100 g as labelled; sodium in mg
// (0.044 g = 44 mg). The third (ground coffee, no energy) cannot be logged and is left out.
const LATTE = {
  code: '5711953068680',
  name: 'Caffè Latte',
  brand: 'Starbucks',
  servingSize: '220 ml',
  servingGrams: 220,
  per100g: { calories: 59, protein: 3.1, carbs: 7.3, fat: 2.1, sugars: 7.3, fibre: 0, saturatedFat: 1.4, sodium: 44 },
};
const MACCHIATO = {
  code: '5711953068697',
  name: 'Caramel Macchiato',
  brand: 'Starbucks',
  servingSize: '220 ml',
  servingGrams: 220,
  per100g: { calories: 66, protein: 2.9, carbs: 9.2, fat: 2, sugars: 9, fibre: null, saturatedFat: 1.3, sodium: 40 },
};

describe('branded food search', () => {
  it('needs a session and a search of at least 2 characters', async () => {
    const anonymous = new Browser(ctx.api.base);
    expect((await search(anonymous, 'starbucks')).status).toBe(401);
    const b = await signedInBrowser(ctx.api.base);
    const short = await search(b, ' !a ');
    expect(short.status).toBe(400);
    expect(short.json.message).toContain('at least 2 characters');
    expect(off.searches()).toBe(0);
  });

  it('asks Open Food Facts once, then answers every member from the cache', async () => {
    const first = await signedInBrowser(ctx.api.base);
    const r = await search(first, 'Starbucks');
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ query: 'starbucks', foods: [LATTE, MACCHIATO], fromCache: false });
    expect(off.searches('starbucks')).toBe(1);
    const asked = off.requests.find((q) => q.url.startsWith('/cgi/search.pl?'))!;
    expect(asked.headers['user-agent']).toMatch(/^Chairside\//);
    expect(new URL(asked.url, 'http://x').searchParams.get('json')).toBe('1');

    // Another member, typed differently: the same normalised search, from PostgreSQL.
    const other = await signedInBrowser(ctx.api.base);
    const again = await search(other, '  STARBUCKS! ');
    expect(again.status).toBe(200);
    expect(again.json).toEqual({ ...r.json, fromCache: true });
    expect(off.searches('starbucks')).toBe(1);

    // The cache names no member: what a label says is nobody's personal data.
    const cols = await ctx.pg.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'branded_food_searches' ORDER BY column_name`,
    );
    expect(cols.rows.map((c) => c.column_name)).toEqual(['expires_at', 'fetched_at', 'foods', 'query']);
    // Kept 7 days: 7 × 24 h = 168 h after it was fetched.
    const row = await ctx.pg.query(
      `SELECT extract(epoch FROM expires_at - fetched_at)::int AS s FROM branded_food_searches WHERE query = 'starbucks'`,
    );
    expect(row.rows[0].s).toBe(168 * 3600);
  });

  it('asks again once the answer has expired, and prunes expired answers', async () => {
    const b = await signedInBrowser(ctx.api.base);
    await ctx.pg.query(
      `UPDATE branded_food_searches SET expires_at = now() - interval '1 second' WHERE query = 'starbucks'`,
    );
    await ctx.pg.query(
      `INSERT INTO branded_food_searches (query, foods, fetched_at, expires_at)
       VALUES ('old search', '[]', now() - interval '8 days', now() - interval '1 day')`,
    );
    const before = off.searches('starbucks');
    const r = await search(b, 'starbucks');
    expect(r.status).toBe(200);
    expect(r.json.fromCache).toBe(false);
    expect(r.json.foods).toEqual([LATTE, MACCHIATO]);
    expect(off.searches('starbucks')).toBe(before + 1);
    const rows = await ctx.pg.query(`SELECT query FROM branded_food_searches ORDER BY query`);
    expect(rows.rows).toEqual([{ query: 'starbucks' }]);
  });

  it('says so when Open Food Facts does not answer, asking once and caching nothing', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const r = await search(b, 'unanswered');
    expect(r.status).toBe(503);
    expect(r.json.message).toBe(
      'Open Food Facts is not answering right now, so branded foods cannot be searched. Please try again in a minute.',
    );
    // Not retried: each try would count against Open Food Facts' limit.
    expect(off.searches('unanswered')).toBe(1);
    const rows = await ctx.pg.query(`SELECT 1 FROM branded_food_searches WHERE query = 'unanswered'`);
    expect(rows.rowCount).toBe(0);
  });

  it('holds a member to their hourly searches; cached answers are free', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const yogurt = await search(b, 'greek yogurt');
    expect(yogurt.status).toBe(200);
    // Fage: as labelled, 170 g serving. Yeo Valley: 477 kJ ÷ 4.184 = 114.0 kcal; sodium from salt
    // 0.13 g ÷ 2.5 = 0.052 g = 52 mg; no serving on the label. Danone's has no energy: left out.
    expect(yogurt.json.foods).toEqual([
      {
        code: '5201054017425',
        name: 'Total 0% Greek Yogurt',
        brand: 'Fage',
        servingSize: '170 g',
        servingGrams: 170,
        per100g: { calories: 54, protein: 10.3, carbs: 3, fat: 0, sugars: 3, fibre: null, saturatedFat: 0, sodium: 40 },
      },
      {
        code: '5036589200113',
        name: 'Greek Style Natural Yogurt',
        brand: 'Yeo Valley',
        servingSize: null,
        servingGrams: null,
        per100g: {
          calories: 114,
          protein: 4.5,
          carbs: 5.1,
          fat: 8.4,
          sugars: 5.1,
          fibre: 0.5,
          saturatedFat: 5.3,
          sodium: 52,
        },
      },
    ]);
    // The cached Starbucks answer does not count.
    expect((await search(b, 'starbucks')).json.fromCache).toBe(true);
    const none = await search(b, 'quinoa crackers');
    expect(none.status).toBe(200);
    expect(none.json.foods).toEqual([]);
    const refused = await search(b, 'oat milk');
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(
      /^You have searched branded foods 2 times in the last hour\. Please wait \d+ minutes?;/,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(off.searches('oat milk')).toBe(0);
    // Someone else is not held to this member's count.
    expect((await search(await signedInBrowser(ctx.api.base), 'oat milk')).status).toBe(200);
  });

  it('keeps all members together under Open Food Facts’ limit, giving the member their search back', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const me = (await b.get('/api/auth/user')).json.id;
    // The minute's searches are used up (set in the shared counter, as any API instance would see it).
    await ctx.pg.query(
      `UPDATE rate_limits SET hits = $1, expires_at = now() + interval '60 seconds' WHERE key = 'off-search:global'`,
      [PER_MINUTE],
    );
    const r = await search(b, 'muesli');
    expect(r.status).toBe(503);
    expect(r.json.message).toMatch(
      /^Open Food Facts takes only a few searches a minute from us, and they are used up\./,
    );
    expect(Number(r.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(off.searches('muesli')).toBe(0);
    const mine = await ctx.pg.query(`SELECT hits FROM rate_limits WHERE key = $1`, [`branded-search:${me}`]);
    expect(mine.rows).toEqual([{ hits: 0 }]);
    // A cached search still answers.
    expect((await search(b, 'starbucks')).json).toMatchObject({ fromCache: true, foods: [LATTE, MACCHIATO] });
  });
});
