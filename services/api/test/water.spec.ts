import { strFromU8, unzipSync } from 'fflate';
import { apiWithDatabase, Browser, signedInBrowser } from './harness';

/**
 * Water: drinks stored in whole millilitres (8 fl oz = 8 × 29.5735 = 236.588 → 237 ml), a day's
 * total as their sum, Undo as a delete, a goal shown in the profile's units, the week's bars and the export.
 * Each test's member logs at most 6 times, the hourly limit here.
 */
const ctx = apiWithDatabase({ ENTRIES_PER_USER_PER_HOUR: '6' });

/** Today (or `back` days before) in UTC, YYYY-MM-DD. */
const day = (back = 0) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
};
const waterOn = async (b: Browser, date = day()) => (await b.get(`/api/water-days/${date}?tz=UTC`)).json;
const glass = (b: Browser, body: Record<string, unknown> = { amount: 250, unit: 'ml' }) =>
  b.post('/api/water-entries', body);

describe('water', () => {
  it('sums the day’s glasses against the 2,000 ml default goal; Undo deletes the last one, nobody else’s', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const other = await signedInBrowser(ctx.api.base);
    expect(await waterOn(b)).toEqual({ date: day(), goalMl: 2000, unit: 'ml', totalMl: 0, entries: [] });

    const first = await glass(b);
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ amountMl: 250 });
    const second = (await glass(b)).json;
    // 250 + 250 = 500 ml, newest first.
    let today = await waterOn(b);
    expect(today.totalMl).toBe(500);
    expect(today.entries.map((e: { id: string }) => e.id)).toEqual([second.id, first.json.id]);

    // Another member can neither see nor delete them.
    expect((await waterOn(other)).totalMl).toBe(0);
    expect((await other.request('DELETE', `/api/water-entries/${second.id}`)).status).toBe(404);

    expect((await b.request('DELETE', `/api/water-entries/${second.id}`)).status).toBe(204);
    today = await waterOn(b);
    expect(today.totalMl).toBe(250);
    expect((await b.request('DELETE', `/api/water-entries/${second.id}`)).status).toBe(404);
    expect((await b.request('DELETE', '/api/water-entries/not-an-id')).status).toBe(400);
  });

  it('keeps fluid ounces as whole millilitres: a 64 fl oz goal is 1,893 ml, three 8 fl oz glasses and a 12 fl oz bottle 1,066 ml', async () => {
    const b = await signedInBrowser(ctx.api.base);
    // A member in imperial units sees water in fluid ounces.
    expect((await b.get('/api/water-goal')).json).toEqual({ goalMl: 2000, unit: 'ml' });
    expect((await b.put('/api/user-profile', { unitSystem: 'imperial' })).status).toBe(200);
    expect((await b.get('/api/water-goal')).json).toEqual({ goalMl: 2000, unit: 'floz' });
    // 64 × 29.5735 = 1,892.704 → 1,893 ml.
    const goal = await b.put('/api/water-goal', { goal: 64, unit: 'floz' });
    expect(goal.status).toBe(200);
    expect(goal.json).toEqual({ goalMl: 1893, unit: 'floz' });
    expect((await b.get('/api/water-goal')).json).toEqual({ goalMl: 1893, unit: 'floz' });

    for (let i = 0; i < 3; i++) expect((await glass(b, { amount: 8, unit: 'floz' })).json.amountMl).toBe(237);
    // 12 × 29.5735 = 354.882 → 355 ml.
    expect((await glass(b, { amount: 12, unit: 'floz' })).json.amountMl).toBe(355);
    // 3 × 237 + 355 = 1,066 ml (36.05 fl oz, shown as 36).
    expect(await waterOn(b)).toMatchObject({ totalMl: 1066, goalMl: 1893, unit: 'floz' });

    // A goal typed in ml leaves the unit shown the profile's; back to metric, water is in ml.
    expect((await b.put('/api/water-goal', { goal: 2500, unit: 'ml' })).json).toEqual({ goalMl: 2500, unit: 'floz' });
    await b.put('/api/user-profile', { unitSystem: 'metric' });
    expect(await waterOn(b)).toMatchObject({ totalMl: 1066, goalMl: 2500, unit: 'ml' });
  });

  it('refuses amounts and goals out of range with the limits in the unit sent, storing nothing', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const refused = async (path: string, body: unknown, method = 'POST') => {
      const r = await b.request(method, path, body);
      expect(r.status).toBe(400);
      return r.json.message as string;
    };
    expect(await refused('/api/water-entries', { amount: 0, unit: 'ml' })).toBe(
      'amount: must be between 1 and 2000 ml',
    );
    expect(await refused('/api/water-entries', { amount: 2001, unit: 'ml' })).toBe(
      'amount: must be between 1 and 2000 ml',
    );
    // 2,000 ml = 67.6 fl oz: 68 fl oz (2,011 ml) is over, the bound said is 67.
    expect(await refused('/api/water-entries', { amount: 68, unit: 'floz' })).toBe(
      'amount: must be between 1 and 67 fl oz',
    );
    await refused('/api/water-entries', { amount: 250, unit: 'cups' });
    await refused('/api/water-entries', { amount: 250, unit: 'ml', userId: 'someone' });
    // 500–6,000 ml; in ounces 16.9–202.9, rounded inwards to 17–202.
    expect(await refused('/api/water-goal', { goal: 499, unit: 'ml' }, 'PUT')).toBe(
      'goal: must be between 500 and 6000 ml',
    );
    expect(await refused('/api/water-goal', { goal: 16, unit: 'floz' }, 'PUT')).toBe(
      'goal: must be between 17 and 202 fl oz',
    );
    expect(await refused('/api/water-goal', { goal: 203, unit: 'floz' }, 'PUT')).toBe(
      'goal: must be between 17 and 202 fl oz',
    );
    // 202 fl oz = 5,973.847 → 5,974 ml is taken.
    expect((await b.put('/api/water-goal', { goal: 202, unit: 'floz' })).json).toEqual({ goalMl: 5974, unit: 'ml' });
    expect(await refused('/api/water-entries', { amount: 250, unit: 'ml', date: day(-1), tz: 'UTC' })).toBe(
      'date: must be today or one of the 30 days before',
    );
    expect((await waterOn(b)).entries).toEqual([]);
    expect((await b.get('/api/water-history?days=30&tz=UTC')).status).toBe(400);
  });

  it('sets a day’s total in place of its drinks, today or an earlier day, and draws the last 7 days', async () => {
    const b = await signedInBrowser(ctx.api.base);
    await glass(b);
    await glass(b);
    // Today: 2 × 250 = 500 ml replaced by one drink of 1,500 ml.
    const set = await b.put(`/api/water-days/${day()}`, { total: 1500, unit: 'ml', tz: 'UTC' });
    expect(set.status).toBe(200);
    expect(set.json).toMatchObject({ date: day(), totalMl: 1500, goalMl: 2000 });
    expect(set.json.entries).toHaveLength(1);
    // Two days ago: 40 fl oz = 1,182.94 → 1,183 ml, then a 250 ml glass logged for that day too.
    expect((await b.put(`/api/water-days/${day(2)}`, { total: 40, unit: 'floz', tz: 'UTC' })).json.totalMl).toBe(1183);
    expect((await glass(b, { amount: 250, unit: 'ml', date: day(2), tz: 'UTC' })).status).toBe(201);
    expect((await waterOn(b, day(2))).totalMl).toBe(1433);
    // Yesterday set to 0: no drinks.
    expect((await b.put(`/api/water-days/${day(1)}`, { total: 0, unit: 'ml', tz: 'UTC' })).json).toMatchObject({
      totalMl: 0,
      entries: [],
    });
    expect((await b.put(`/api/water-days/${day(31)}`, { total: 500, unit: 'ml', tz: 'UTC' })).status).toBe(400);
    expect((await b.put(`/api/water-days/${day()}`, { total: 10001, unit: 'ml' })).status).toBe(400);

    const week = await b.get('/api/water-history?days=7&tz=UTC');
    expect(week.status).toBe(200);
    expect(week.json).toEqual({
      goalMl: 2000,
      unit: 'ml',
      days: [6, 5, 4, 3, 2, 1, 0].map((back) => ({
        date: day(back),
        totalMl: back === 0 ? 1500 : back === 2 ? 1433 : 0,
      })),
    });
  });

  it('limits logging per hour, asks for a session, and is in the account download as JSON and CSV', async () => {
    const b = await signedInBrowser(ctx.api.base);
    await b.put('/api/water-goal', { goal: 80, unit: 'floz' });
    for (let i = 0; i < 6; i++) expect((await glass(b, { amount: 8, unit: 'floz' })).status).toBe(201);
    const over = await glass(b);
    expect(over.status).toBe(429);
    expect(over.json.message).toMatch(/^You have logged water 6 times in the last hour\. Please wait/);
    expect((await b.put(`/api/water-days/${day()}`, { total: 1, unit: 'ml' })).status).toBe(429);
    // 6 × 237 = 1,422 ml.
    expect((await waterOn(b)).totalMl).toBe(1422);

    const anonymous = new Browser(ctx.api.base);
    expect((await anonymous.get(`/api/water-days/${day()}`)).status).toBe(401);
    expect((await anonymous.post('/api/water-entries', { amount: 250, unit: 'ml' })).status).toBe(401);
    expect((await anonymous.get('/api/water-goal')).status).toBe(401);
    expect((await anonymous.get('/api/water-history?days=7')).status).toBe(401);

    const res = await fetch(`${ctx.api.base}/api/account/export`, { headers: { cookie: b.sessionCookie } });
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    // 80 × 29.5735 = 2,365.88 → 2,366 ml.
    expect(JSON.parse(strFromU8(files['account.json']!)).waterGoal).toMatchObject({ goal_ml: 2366 });
    const drinks = JSON.parse(strFromU8(files['water-entries.json']!)) as { amount_ml: number }[];
    expect(drinks.map((d) => d.amount_ml)).toEqual([237, 237, 237, 237, 237, 237]);
    const csv = strFromU8(files['water-entries.csv']!).trim().split(/\r?\n/);
    expect(csv[0]).toBe('id,drunk_at,amount_ml');
    expect(csv.slice(1).map((l) => l.split(',').at(-1))).toEqual(['237', '237', '237', '237', '237', '237']);
    expect(strFromU8(files['README.txt']!)).toContain('water-entries.json / .csv');
  });
});
