import { strFromU8, unzipSync } from 'fflate';
import { Browser, apiWithDatabase, newUser, signedInBrowser } from './harness';

// Each member may log 4 weigh-ins an hour here, so the limit is reached in a few calls.
const ctx = apiWithDatabase({ ENTRIES_PER_USER_PER_HOUR: '4' });

const profileWeight = async (b: Browser) => (await b.get('/api/user-profile')).json.weight as number | null;
const utcToday = () => new Date().toISOString().slice(0, 10);
const utcDay = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

// Trend values are worked by hand from T(1) = W(1), T(d) = T(d−1) + 0.1 × (W(d) − T(d−1)), a day
// without a weigh-in taking the weight on the straight line between its neighbours (decisions.md "Weigh-ins").
describe('weigh-ins', () => {
  it('logs one weight a day, a new one replacing it, with the trend; the profile follows the latest', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const first = await b.put('/api/weigh-ins/2026-03-01', { weightKg: 80 });
    expect(first.status).toBe(200);
    expect(first.json).toMatchObject({ date: '2026-03-01', weightKg: 80, trendKg: 80, source: 'manual' });
    // 2 March counts 79 (halfway to 78): 79.9; 3 March: 79.9 + 0.1 × (78 − 79.9) = 79.71.
    const third = await b.put('/api/weigh-ins/2026-03-03', { weightKg: 78 });
    expect(third.json.trendKg).toBeCloseTo(79.71, 10);
    // The same day again replaces it: 2 March 79.25 → 79.925; 3 March 79.925 + 0.1 × (78.5 − 79.925) = 79.7825.
    const again = await b.put('/api/weigh-ins/2026-03-03', { weightKg: 78.5 });
    expect(again.json).toMatchObject({ id: third.json.id, weightKg: 78.5 });
    expect(again.json.trendKg).toBeCloseTo(79.7825, 10);
    expect(await profileWeight(b)).toBe(78.5);

    const list = (await b.get('/api/weigh-ins?from=2026-03-01&to=2026-03-31')).json;
    expect(list.weighIns.map((w: { date: string; weightKg: number }) => [w.date, w.weightKg])).toEqual([
      ['2026-03-01', 80],
      ['2026-03-03', 78.5],
    ]);
    expect(list.trend.map((p: { date: string }) => p.date)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(list.trend[1].trendKg).toBeCloseTo(79.925, 10);
    // Two days of trend are too few for a weekly rate.
    expect(list.weeklyRateKg).toBeNull();
    expect(list.latest).toMatchObject({ date: '2026-03-03', weightKg: 78.5 });
  });

  it('says the weekly rate of the range, and warms the trend up on the weigh-ins before it', async () => {
    const b = await signedInBrowser(ctx.api.base);
    await b.put('/api/weigh-ins/2026-05-01', { weightKg: 70 });
    await b.put('/api/weigh-ins/2026-05-08', { weightKg: 70.7 });
    // Weights 70 + 0.1 k for day k = 0…7; trend 70, 70.01, 70.029, 70.0561, 70.09049, 70.131441,
    // 70.1782969, 70.23046721. Least squares against k (mean 3.5, Σ(k − 3.5)² = 42): Σ(k − 3.5)(T − 70)
    // = 3.93851687 − 3.5 × 0.72579511 = 1.398233985; slope 0.033291285 kg a day = 0.233039 kg a week.
    const week = (await b.get('/api/weigh-ins?from=2026-05-01&to=2026-05-31')).json;
    expect(week.trend).toHaveLength(8);
    expect(week.weeklyRateKg).toBeCloseTo(0.233039, 5);
    // From 5 May the trend goes on from the weigh-in of 1 May rather than starting over at 70.7.
    const late = (await b.get('/api/weigh-ins?from=2026-05-05&to=2026-05-08')).json;
    expect(late.weighIns).toHaveLength(1);
    expect(late.weighIns[0].trendKg).toBeCloseTo(70.23046721, 8);
    expect(late.trend[0]).toEqual({ date: '2026-05-05', trendKg: expect.closeTo(70.09049, 8) });
    // An empty range: nothing, and still the latest weigh-in.
    const empty = (await b.get('/api/weigh-ins?from=2026-01-01&to=2026-01-31')).json;
    expect(empty).toMatchObject({ weighIns: [], trend: [], weeklyRateKg: null, latest: { date: '2026-05-08' } });
  });

  it('edits and deletes only the member’s own weigh-ins; the profile keeps the latest weight', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const early = (await b.put('/api/weigh-ins/2026-02-01', { weightKg: 90 })).json;
    const later = (await b.put('/api/weigh-ins/2026-02-10', { weightKg: 88 })).json;
    expect(await profileWeight(b)).toBe(88);

    const edited = await b.request('PATCH', `/api/weigh-ins/${later.id}`, { weightKg: 87.456 });
    expect(edited.status).toBe(200);
    // Stored to two decimals.
    expect(edited.json.weightKg).toBe(87.46);
    expect(await profileWeight(b)).toBe(87.46);

    const clash = await b.request('PATCH', `/api/weigh-ins/${early.id}`, { date: '2026-02-10' });
    expect(clash.status).toBe(409);
    expect(clash.json.message).toBe('There is already a weigh-in on that day. Edit or delete that one instead.');
    // An earlier day's change leaves the profile on the latest.
    expect((await b.request('PATCH', `/api/weigh-ins/${early.id}`, { weightKg: 91 })).status).toBe(200);
    expect(await profileWeight(b)).toBe(87.46);

    const other = await signedInBrowser(ctx.api.base);
    expect((await other.request('PATCH', `/api/weigh-ins/${later.id}`, { weightKg: 50 })).status).toBe(404);
    expect((await other.request('DELETE', `/api/weigh-ins/${later.id}`)).status).toBe(404);
    expect((await other.get('/api/weigh-ins?from=2026-02-01&to=2026-02-28')).json.weighIns).toEqual([]);

    expect((await b.request('DELETE', `/api/weigh-ins/${later.id}`)).status).toBe(204);
    expect(await profileWeight(b)).toBe(91);
    // Moving the last one to another day keeps it; deleting it leaves the profile's weight as it was.
    const moved = await b.request('PATCH', `/api/weigh-ins/${early.id}`, { date: '2026-02-03' });
    expect(moved.json).toMatchObject({ date: '2026-02-03', weightKg: 91, trendKg: 91 });
    expect((await b.request('DELETE', `/api/weigh-ins/${early.id}`)).status).toBe(204);
    expect((await b.request('DELETE', `/api/weigh-ins/${early.id}`)).status).toBe(404);
    expect(await profileWeight(b)).toBe(91);
  });

  it('records a weight typed in the profile as that day’s weigh-in (the member’s day, else UTC’s)', async () => {
    const b = await signedInBrowser(ctx.api.base);
    expect((await b.put('/api/user-profile', { weight: 75, today: '2026-06-01' })).status).toBe(200);
    expect((await b.get('/api/weigh-ins?from=2026-06-01&to=2026-06-01')).json.weighIns[0]).toMatchObject({
      weightKg: 75,
      source: 'manual',
    });
    expect((await b.put('/api/user-profile', { currentWeight: 74.5 })).json.weight).toBe(74.5);
    const today = utcToday();
    const list = (await b.get(`/api/weigh-ins?from=${today}&to=${today}`)).json;
    expect(list.weighIns.map((w: { weightKg: number }) => w.weightKg)).toEqual([74.5]);
    // A height alone, or the same weight again, records nothing new.
    await b.put('/api/user-profile', { height: 170, weight: 74.5 });
    expect((await b.get('/api/weigh-ins?from=2026-01-01&to=2026-12-31')).json.weighIns).toHaveLength(2);
  });

  it('keeps the member’s unit system on the profile, metric until chosen', async () => {
    const b = await signedInBrowser(ctx.api.base);
    expect((await b.get('/api/user-profile')).json.unitSystem).toBe('metric');
    expect((await b.put('/api/user-profile', { unitSystem: 'imperial' })).json.unitSystem).toBe('imperial');
    expect((await b.get('/api/user-profile')).json).toMatchObject({ unitSystem: 'imperial', weight: null });
    const wrong = await b.put('/api/user-profile', { unitSystem: 'stone' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message.startsWith('unitSystem:')).toBe(true);
  });

  it.each([
    ['/api/weigh-ins/2026-03-01', { weightKg: 19.9 }, 'weightKg'],
    ['/api/weigh-ins/2026-03-01', { weightKg: 400.1 }, 'weightKg'],
    ['/api/weigh-ins/2026-03-01', { weightKg: '80' }, 'weightKg'],
    ['/api/weigh-ins/2026-03-01', { weightKg: 80, source: 'cronometer' }, '(body)'],
    ['/api/weigh-ins/2026-02-30', { weightKg: 80 }, 'date'],
    ['/api/weigh-ins/1999-12-31', { weightKg: 80 }, 'date'],
    [`/api/weigh-ins/${utcDay(3)}`, { weightKg: 80 }, 'date'],
  ])('refuses PUT %s %j with 400 naming %s, storing nothing', async (path, body, field) => {
    const b = await signedInBrowser(ctx.api.base);
    const res = await b.put(path, body);
    expect(res.status).toBe(400);
    expect(res.json.message.startsWith(`${field}:`)).toBe(true);
    const id = (await b.get('/api/auth/user')).json.id as string;
    expect((await ctx.pg.query('SELECT count(*) FROM weigh_ins WHERE user_id = $1', [id])).rows[0].count).toBe('0');
  });

  it.each([
    ['from=2026-03-10&to=2026-03-01', 'from'],
    ['from=2024-01-01&to=2026-01-01', 'to'],
    ['from=2026-03-01', 'to'],
    ['from=yesterday&to=2026-03-01', 'from'],
  ])('refuses the range %s with 400 naming %s', async (query, field) => {
    const b = await signedInBrowser(ctx.api.base);
    const res = await b.get(`/api/weigh-ins?${query}`);
    expect(res.status).toBe(400);
    expect(res.json.message.startsWith(`${field}:`)).toBe(true);
  });

  it('needs a session', async () => {
    const anonymous = new Browser(ctx.api.base);
    expect((await anonymous.get('/api/weigh-ins?from=2026-03-01&to=2026-03-31')).status).toBe(401);
    expect((await anonymous.put('/api/weigh-ins/2026-03-01', { weightKg: 80 })).status).toBe(401);
  });

  it('refuses a fifth weigh-in in an hour with 429 and Retry-After; another member is unaffected', async () => {
    const b = new Browser(ctx.api.base, '10.9.8.1');
    await b.post('/api/auth/signup', newUser());
    for (let day = 1; day <= 4; day++)
      expect((await b.put(`/api/weigh-ins/2026-04-0${day}`, { weightKg: 70 })).status).toBe(200);
    const refused = await b.put('/api/weigh-ins/2026-04-05', { weightKg: 70 });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(/^You have logged 4 weigh-ins in the last hour\. Please wait /);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    const other = await signedInBrowser(ctx.api.base);
    expect((await other.put('/api/weigh-ins/2026-04-05', { weightKg: 70 })).status).toBe(200);
  });

  it('is in the account download as JSON and CSV, oldest first', async () => {
    const b = await signedInBrowser(ctx.api.base);
    await b.put('/api/weigh-ins/2026-03-02', { weightKg: 81.25 });
    await b.put('/api/weigh-ins/2026-03-01', { weightKg: 82 });
    const res = await fetch(`${ctx.api.base}/api/account/export`, { headers: { cookie: b.sessionCookie } });
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const json = JSON.parse(strFromU8(files['weigh-ins.json']!));
    expect(
      json.map((w: { date: string; weight_kg: number; source: string }) => [w.date, w.weight_kg, w.source]),
    ).toEqual([
      ['2026-03-01', 82, 'manual'],
      ['2026-03-02', 81.25, 'manual'],
    ]);
    const csv = strFromU8(files['weigh-ins.csv']!).trim().split(/\r?\n/);
    expect(csv[0]).toBe('id,date,weight_kg,source,updated_at');
    expect(csv[1]).toMatch(/^[0-9a-f-]{36},2026-03-01,82,manual,/);
    expect(strFromU8(files['README.txt']!)).toContain('weigh-ins.json / .csv');
  });
});
