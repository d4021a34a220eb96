import { apiWithDatabase, signedInBrowser, type Browser } from './harness';

/** An entry's sugars and the time of day it was eaten (the oral-health lens counts occasions). */
const ctx = apiWithDatabase();

const cola = { foodName: 'Cola', mealType: 'snack', calories: 151, carbs: 38.3, sugars: 36.8 };
/** Today (or `back` days before) in zone tz, YYYY-MM-DD. */
const day = (tz: string, back = 0) => {
  const d = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(new Date())}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
};
const count = async (b: Browser) => {
  const me = (await b.get('/api/auth/user')).json.id;
  return Number((await ctx.pg.query('SELECT count(*) FROM food_entries WHERE user_id = $1', [me])).rows[0].count);
};
const storedSugars = async (id: string) =>
  (await ctx.pg.query('SELECT sugars FROM food_entries WHERE id = $1', [id])).rows[0].sugars as number | null;

describe('sugars on a food entry', () => {
  it('stores the sugars sent, and null (unknown) when none were sent', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const r = await b.post('/api/food-entries', cola);
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ foodName: 'Cola', carbs: 38.3, sugars: 36.8 });
    expect(await storedSugars(r.json.id)).toBe(36.8);

    const unknown = await b.post('/api/food-entries', { foodName: 'Stew', calories: 400 });
    expect(unknown.json.sugars).toBeNull();
    expect(await storedSugars(unknown.json.id)).toBeNull();
    const today = (await b.get(`/api/food-entries?date=${day('UTC')}&tz=UTC`)).json as { sugars: number | null }[];
    expect(today.map((e) => e.sugars).sort()).toEqual([36.8, null]);
  });

  it('refuses negative sugars with the field named, storing nothing', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const r = await b.post('/api/food-entries', { ...cola, sugars: -1 });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('sugars: must not be negative');
    expect(r.json.errors).toEqual([{ path: 'sugars', message: 'must not be negative' }]);
    expect(await count(b)).toBe(0);
  });

  it('takes sugars as text from a multipart form (a photo entry), a blank field as unknown', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const post = async (sugars: string) => {
      const form = new FormData();
      for (const [k, v] of Object.entries({ foodName: 'Salmon bowl', calories: '612', carbs: '58', sugars }))
        form.append(k, v);
      return b.request('POST', '/api/food-entries', form);
    };
    const given = await post('4.5');
    expect(given.status).toBe(201);
    expect(given.json.sugars).toBe(4.5);
    const blank = await post('');
    expect(blank.status).toBe(201);
    expect(blank.json.sugars).toBeNull();
  });

  it('refuses more sugars than carbs (sugars are part of them), sent together or against the stored carbs', async () => {
    const owner = await signedInBrowser(ctx.api.base);
    const other = await signedInBrowser(ctx.api.base);
    const above = 'sugars: cannot be more than carbs (sugars are part of the carbs)';
    const r = await owner.post('/api/food-entries', { ...cola, carbs: 10, sugars: 12 });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe(above);
    // Without carbs they count as 0, so any sugars are above them.
    expect((await owner.post('/api/food-entries', { foodName: 'Tea', calories: 90, sugars: 22 })).status).toBe(400);
    expect((await owner.get('/api/food-entries')).json).toEqual([]);

    const { id } = (await owner.post('/api/food-entries', cola)).json;
    // The stored carbs are 38.3: 40 g alone is refused, with carbs of 50 it is taken.
    const alone = await owner.request('PATCH', `/api/food-entries/${id}`, { sugars: 40 });
    expect(alone.status).toBe(400);
    expect(alone.json.message).toBe(above);
    expect((await owner.request('PATCH', `/api/food-entries/${id}`, { carbs: 20, sugars: 21 })).status).toBe(400);
    expect(await storedSugars(id)).toBe(36.8);
    // Another member's id stays a 404, even on the path that reads the stored carbs.
    expect((await other.request('PATCH', `/api/food-entries/${id}`, { sugars: 2 })).status).toBe(404);
    const both = await owner.request('PATCH', `/api/food-entries/${id}`, { carbs: 50, sugars: 40 });
    expect(both.json).toMatchObject({ carbs: 50, sugars: 40 });
  });

  it('lets the owner correct the sugars (or clear them); anyone else gets 404 and changes nothing', async () => {
    const owner = await signedInBrowser(ctx.api.base);
    const other = await signedInBrowser(ctx.api.base);
    const { id } = (await owner.post('/api/food-entries', cola)).json;

    expect((await other.request('PATCH', `/api/food-entries/${id}`, { sugars: 1 })).status).toBe(404);
    expect(await storedSugars(id)).toBe(36.8);

    const fixed = await owner.request('PATCH', `/api/food-entries/${id}`, { sugars: 38 });
    expect(fixed.status).toBe(200);
    expect(fixed.json).toMatchObject({ id, sugars: 38, calories: 151 });
    expect(await storedSugars(id)).toBe(38);

    const bad = await owner.request('PATCH', `/api/food-entries/${id}`, { sugars: -0.5 });
    expect(bad.status).toBe(400);
    expect(bad.json.message).toBe('sugars: must not be negative');
    expect(await storedSugars(id)).toBe(38);

    expect((await owner.request('PATCH', `/api/food-entries/${id}`, { sugars: null })).json.sugars).toBeNull();
    expect(await storedSugars(id)).toBeNull();
  });
});

describe('the time of day an entry was eaten', () => {
  // Asia/Kolkata is UTC+05:30 all year (no daylight saving), so the instant is a fixed subtraction.
  const tz = 'Asia/Kolkata';

  it('places an entry of a past day at the time sent, not at its meal’s usual hour', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const yesterday = day(tz, 1);
    const r = await b.post('/api/food-entries', { ...cola, mealType: 'dinner', date: yesterday, time: '15:05', tz });
    expect(r.status).toBe(201);
    // 15:05 in Kolkata = 09:35 UTC the same day (dinner alone would have been 19:00 = 13:30 UTC).
    expect(r.json.createdAt).toBe(`${yesterday}T09:35:00.000Z`);
    const list = (await b.get(`/api/food-entries?date=${yesterday}&tz=${encodeURIComponent(tz)}`)).json;
    expect(list.map((e: { id: string }) => e.id)).toEqual([r.json.id]);
  });

  it('places today’s entry at the time sent, a later hour included (people log ahead)', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const today = day(tz);
    // No date: today in tz. 23:59 in Kolkata = 18:29 UTC, later than now for most of the day.
    const late = await b.post('/api/food-entries', { ...cola, time: '23:59', tz });
    expect(late.status).toBe(201);
    expect(late.json.createdAt).toBe(`${today}T18:29:00.000Z`);
    // Just after midnight in Kolkata is the evening before in UTC: 00:10 − 05:30 = 18:40 UTC the day before.
    const early = await b.post('/api/food-entries', { ...cola, date: today, time: '00:10', tz });
    expect(early.json.createdAt).toBe(`${day(tz, 1)}T18:40:00.000Z`);
    const list = (await b.get(`/api/food-entries?date=${today}&tz=${encodeURIComponent(tz)}`)).json;
    expect(list.map((e: { id: string }) => e.id)).toEqual([late.json.id, early.json.id]);
  });

  it('takes UTC when no zone is sent', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const r = await b.post('/api/food-entries', { ...cola, time: '07:45' });
    expect(r.json.createdAt).toBe(`${day('UTC')}T07:45:00.000Z`);
  });

  it('refuses a time that is not HH:MM on the 24-hour clock, storing nothing', async () => {
    const b = await signedInBrowser(ctx.api.base);
    for (const time of ['24:00', '7:45', '12:60', 'noon']) {
      const r = await b.post('/api/food-entries', { ...cola, time, tz });
      expect({ time, status: r.status }).toEqual({ time, status: 400 });
      expect(r.json.message).toBe('time: time must be HH:MM (24-hour)');
    }
    expect(await count(b)).toBe(0);
  });
});

describe('food search with sugars', () => {
  it('answers a reference food with its sugars per 100 g: "soda" finds Cola at 10 g', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const r = await b.get('/api/foods/search?q=soda');
    expect(r.status).toBe(200);
    expect(r.json[0]).toMatchObject({
      name: 'Cola',
      source: 'reference',
      per100g: { calories: 41, carbs: 10.4, sugars: 10 },
      portions: expect.arrayContaining([{ unit: 'serving', grams: 368 }]),
      lastLogged: null,
    });
  });

  it('answers a food the user logged with the sugars logged last time, unknown ones as null', async () => {
    const b = await signedInBrowser(ctx.api.base);
    await b.post('/api/food-entries', cola);
    await b.post('/api/food-entries', { foodName: 'Cola float', calories: 300 });
    const r = (await b.get('/api/foods/search?q=cola')).json as {
      name: string;
      per100g: { sugars: number | null } | null;
      lastLogged: { sugars: number | null } | null;
    }[];
    const logged = r.find((x) => x.name === 'Cola')!;
    expect(logged.lastLogged!.sugars).toBe(36.8);
    expect(logged.per100g!.sugars).toBe(10);
    expect(r.find((x) => x.name === 'Cola float')!.lastLogged!.sugars).toBeNull();
  });
});
