import sharp from 'sharp';
import { apiWithDatabase, Browser, multipartForm, newUser, signedInBrowser } from './harness';

// Copying and moving entries, and saved meals. Times are checked in Asia/Tokyo (UTC+9 all year, no
// summer time), so every expected instant below is worked out by hand: local minus nine hours.
const TZ = 'Asia/Tokyo';
const ctx = apiWithDatabase({ ENTRIES_PER_USER_PER_HOUR: '40' });

const todayIn = (tz: string) => new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(new Date());
const shift = (date: string, days: number) => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};
/** The UTC instant of local `time` on `date` in Tokyo: nine hours earlier. */
const tokyo = (date: string, time: string, ms = 0) =>
  new Date(Date.parse(`${date}T${time}:00.000Z`) - 9 * 3600_000 + ms).toISOString();

const porridge = {
  foodName: 'Porridge with milk',
  mealType: 'breakfast',
  calories: 310,
  protein: 11.5,
  carbs: 48,
  fat: 8.2,
  sugars: 12,
  fibre: 4.1,
  saturatedFat: 3.6,
  sodium: 120,
  portionAmount: 1.5,
  portionUnit: 'cup',
  analysisMethod: 'manual',
};
const coffee = {
  foodName: 'Flat white',
  mealType: 'breakfast',
  calories: 110,
  protein: 6,
  carbs: 9,
  fat: 6,
  sugars: 9,
  fibre: null,
  saturatedFat: 3.8,
  sodium: 95,
  portionAmount: null,
  portionUnit: null,
  analysisMethod: 'voice',
};
/** What the API answers for an entry with these values, whatever its id and time. */
const values = ({ analysisMethod, ...v }: typeof porridge | typeof coffee) => ({
  ...v,
  analysisMethod,
  imageUrl: null,
});

async function log(b: Browser, entry: object, date: string, time: string) {
  const r = await b.post('/api/food-entries', { ...entry, date, time, tz: TZ });
  if (r.status !== 201) throw new Error(`${r.status} ${r.text}`);
  return r.json as { id: string; createdAt: string; imageUrl: string | null };
}
const day = async (b: Browser, date: string) =>
  (await b.get(`/api/food-entries?date=${date}&tz=${TZ}`)).json as Record<string, unknown>[];
const rows = async (table: string) => Number((await ctx.pg.query(`SELECT count(*) FROM ${table}`)).rows[0].count);

describe('copying and moving entries', () => {
  it("copies yesterday's breakfast to today at the same time of day, every value but the photo, in one go", async () => {
    const b = await signedInBrowser(ctx.api.base);
    const today = todayIn(TZ);
    const yesterday = shift(today, -1);
    const p = await log(b, porridge, yesterday, '07:45');
    const c = await log(b, coffee, yesterday, '07:50');
    expect(p.createdAt).toBe(tokyo(yesterday, '07:45'));

    const r = await b.post('/api/food-entries/copy', { entryIds: [c.id, p.id], date: today, tz: TZ });
    expect(r.status).toBe(201);
    expect(r.json).toEqual([
      { ...values(porridge), id: expect.any(String), createdAt: tokyo(today, '07:45') },
      { ...values(coffee), id: expect.any(String), createdAt: tokyo(today, '07:50') },
    ]);
    expect([p.id, c.id]).not.toContain(r.json[0].id);
    // Today's diary has them; yesterday's still has its own two.
    expect((await day(b, today)).map((e) => e.foodName)).toEqual(['Flat white', 'Porridge with milk']);
    expect(await day(b, yesterday)).toHaveLength(2);
  });

  it('copies into another meal at its usual hour on a past day, in eaten order, and a whole day keeping each meal', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const today = todayIn(TZ);
    const from = shift(today, -3);
    const to = shift(today, -5);
    const p = await log(b, porridge, from, '07:45');
    const c = await log(b, coffee, from, '07:50');
    const lunch = await log(b, { ...coffee, foodName: 'Soup', mealType: 'lunch', calories: 180 }, from, '12:10');

    // Breakfast as dinner five days back: 19:00 local, a millisecond apart in the order eaten.
    const asDinner = await b.post('/api/food-entries/copy', {
      entryIds: [p.id, c.id],
      date: to,
      tz: TZ,
      mealType: 'dinner',
    });
    expect(asDinner.status).toBe(201);
    expect(asDinner.json.map((e: Record<string, unknown>) => [e.foodName, e.mealType, e.createdAt])).toEqual([
      ['Porridge with milk', 'dinner', tokyo(to, '19:00')],
      ['Flat white', 'dinner', tokyo(to, '19:00', 1)],
    ]);

    // The whole day to yesterday: each keeps its meal and time.
    const yesterday = shift(today, -1);
    const whole = await b.post('/api/food-entries/copy', {
      entryIds: [p.id, c.id, lunch.id],
      date: yesterday,
      tz: TZ,
    });
    expect(whole.json.map((e: Record<string, unknown>) => [e.mealType, e.createdAt])).toEqual([
      ['breakfast', tokyo(yesterday, '07:45')],
      ['breakfast', tokyo(yesterday, '07:50')],
      ['lunch', tokyo(yesterday, '12:10')],
    ]);
  });

  it("does not copy a photo, and another member's entry is not found: nothing is copied", async () => {
    const b = await signedInBrowser(ctx.api.base);
    const other = await signedInBrowser(ctx.api.base);
    const jpeg = await sharp({ create: { width: 32, height: 24, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .toBuffer();
    const withPhoto = (
      await b.request(
        'POST',
        '/api/food-entries',
        multipartForm(
          { foodName: 'Salmon bowl', calories: '640', mealType: 'dinner', analysisMethod: 'camera' },
          { bytes: jpeg, name: 'food-photo.jpg', type: 'image/jpeg' },
        ),
      )
    ).json;
    expect(withPhoto.imageUrl).toMatch(/^\/api\/food-photos\//);
    const today = todayIn(TZ);
    const copy = await b.post('/api/food-entries/copy', { entryIds: [withPhoto.id], date: today, tz: TZ });
    expect(copy.json[0]).toMatchObject({ foodName: 'Salmon bowl', analysisMethod: 'camera', imageUrl: null });
    expect(await rows('food_photos')).toBeGreaterThan(0);

    const before = await rows('food_entries');
    const theirs = await log(other, porridge, today, '08:00');
    for (const entryIds of [[theirs.id], [withPhoto.id, theirs.id]]) {
      expect((await b.post('/api/food-entries/copy', { entryIds, date: today, tz: TZ })).status).toBe(404);
      expect((await b.post('/api/food-entries/move', { entryIds, date: today, tz: TZ })).status).toBe(404);
    }
    expect(await rows('food_entries')).toBe(before + 1);
    expect((await day(other, today)).map((e) => e.mealType)).toEqual(['breakfast']);
  });

  it('moves entries to another meal or day, photo and values kept; refuses days the diary cannot hold', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const today = todayIn(TZ);
    const e = await log(b, porridge, shift(today, -2), '07:45');
    const toSnack = await b.post('/api/food-entries/move', {
      entryIds: [e.id],
      date: shift(today, -2),
      tz: TZ,
      mealType: 'snack',
    });
    expect(toSnack.status).toBe(200);
    expect(toSnack.json).toEqual([
      { ...values(porridge), id: e.id, mealType: 'snack', createdAt: tokyo(shift(today, -2), '15:30') },
    ]);
    // Another day, same meal: same time of day.
    const back = await b.post('/api/food-entries/move', { entryIds: [e.id], date: shift(today, -4), tz: TZ });
    expect(back.json[0]).toMatchObject({ id: e.id, mealType: 'snack', createdAt: tokyo(shift(today, -4), '15:30') });
    expect(await day(b, shift(today, -2))).toEqual([]);

    for (const date of [shift(today, 1), shift(today, -31), '2026-02-30']) {
      expect((await b.post('/api/food-entries/copy', { entryIds: [e.id], date, tz: TZ })).status).toBe(400);
      expect((await b.post('/api/food-entries/move', { entryIds: [e.id], date, tz: TZ })).status).toBe(400);
    }
    for (const bad of [{ entryIds: [] }, { entryIds: [e.id, e.id] }, { entryIds: ['nope'] }, { mealType: 'brunch' }]) {
      const body = { entryIds: [e.id], date: today, tz: TZ, ...bad };
      expect((await b.post('/api/food-entries/copy', body)).status).toBe(400);
    }
  });
});

describe('saved meals', () => {
  it('saves some entries under a name and logs them again in one step into a chosen meal and day', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const today = todayIn(TZ);
    const yesterday = shift(today, -1);
    const c = await log(b, coffee, yesterday, '07:50');
    const p = await log(b, porridge, yesterday, '07:45');
    await log(b, { ...coffee, foodName: 'Croissant' }, yesterday, '07:55');

    // Two of the three (Croissant unticked), kept in the order eaten.
    const saved = await b.post('/api/saved-meals', { name: '  Usual breakfast ', entryIds: [c.id, p.id] });
    expect(saved.status).toBe(201);
    const item = ({ mealType: _m, ...v }: typeof porridge | typeof coffee) => v;
    expect(saved.json).toEqual({
      id: expect.any(String),
      name: 'Usual breakfast',
      items: [item(porridge), item(coffee)],
      createdAt: expect.any(String),
    });
    const id = saved.json.id as string;
    expect((await b.post('/api/saved-meals', { name: 'usual BREAKFAST', entryIds: [p.id] })).status).toBe(409);

    // Two days ago, as lunch: its usual hour, a millisecond apart.
    const twoDaysAgo = shift(today, -2);
    const logged = await b.post(`/api/saved-meals/${id}/log`, { date: twoDaysAgo, tz: TZ, mealType: 'lunch' });
    expect(logged.status).toBe(201);
    expect(logged.json).toEqual([
      { ...values(porridge), mealType: 'lunch', id: expect.any(String), createdAt: tokyo(twoDaysAgo, '12:30') },
      { ...values(coffee), mealType: 'lunch', id: expect.any(String), createdAt: tokyo(twoDaysAgo, '12:30', 1) },
    ]);

    const renamed = await b.request('PATCH', `/api/saved-meals/${id}`, { name: 'Weekday breakfast' });
    expect(renamed.json).toMatchObject({ id, name: 'Weekday breakfast' });
    const second = (await b.post('/api/saved-meals', { name: 'Apple snack', entryIds: [p.id] })).json;
    expect((await b.get('/api/saved-meals')).json.map((m: { name: string }) => m.name)).toEqual([
      'Apple snack',
      'Weekday breakfast',
    ]);
    expect((await b.request('DELETE', `/api/saved-meals/${second.id}`)).status).toBe(204);
    // The entries stay; so does the meal they came from once the entries are deleted.
    expect((await b.request('DELETE', `/api/food-entries/${p.id}`)).status).toBe(204);
    expect((await b.get('/api/saved-meals')).json).toEqual([
      { id, name: 'Weekday breakfast', items: [item(porridge), item(coffee)], createdAt: saved.json.createdAt },
    ]);
    expect(await day(b, twoDaysAgo)).toHaveLength(2);
  });

  it("is its owner's only: another member's meal is not found, nor can their entries be saved", async () => {
    const b = await signedInBrowser(ctx.api.base);
    const other = await signedInBrowser(ctx.api.base);
    const today = todayIn(TZ);
    const mine = await log(b, porridge, today, '07:45');
    const id = (await b.post('/api/saved-meals', { name: 'Mine', entryIds: [mine.id] })).json.id as string;
    const theirs = await log(other, coffee, today, '07:45');

    const before = await rows('saved_meals');
    expect((await other.post('/api/saved-meals', { name: 'Steal', entryIds: [mine.id] })).status).toBe(404);
    expect((await b.post('/api/saved-meals', { name: 'Mixed', entryIds: [mine.id, theirs.id] })).status).toBe(404);
    expect(await rows('saved_meals')).toBe(before);
    expect((await other.request('PATCH', `/api/saved-meals/${id}`, { name: 'Theirs' })).status).toBe(404);
    expect((await other.request('DELETE', `/api/saved-meals/${id}`)).status).toBe(404);
    const entries = await rows('food_entries');
    expect((await other.post(`/api/saved-meals/${id}/log`, { date: today, tz: TZ, mealType: 'lunch' })).status).toBe(
      404,
    );
    expect(await rows('food_entries')).toBe(entries);
    expect((await other.get('/api/saved-meals')).json).toEqual([]);
    expect((await b.get('/api/saved-meals')).json.map((m: { name: string }) => m.name)).toEqual(['Mine']);

    for (const bad of [{ name: '' }, { name: 'x'.repeat(81) }, { name: 'Ok', entryIds: [] }]) {
      expect((await b.post('/api/saved-meals', Object.assign({ name: 'Ok', entryIds: [mine.id] }, bad))).status).toBe(
        400,
      );
    }
  });
});

describe('copies count against the hourly entry limit', () => {
  const limited = apiWithDatabase({ ENTRIES_PER_USER_PER_HOUR: '5' });

  it('counts each copy and each logged food of a saved meal; too many at once is refused whole and costs nothing', async () => {
    const b = new Browser(limited.api.base, '10.9.9.7');
    await b.post('/api/auth/signup', newUser());
    const today = todayIn(TZ);
    const a = (await b.post('/api/food-entries', { ...porridge, tz: TZ })).json; // 1 of 5
    const c = (await b.post('/api/food-entries', { ...coffee, tz: TZ })).json; // 2 of 5
    const meal = (await b.post('/api/saved-meals', { name: 'Both', entryIds: [a.id, c.id] })).json;

    const four = await b.post(`/api/saved-meals/${meal.id}/log`, { date: today, tz: TZ, mealType: 'dinner' }); // 4 of 5
    expect(four.status).toBe(201);
    // 4 + 2 would be 6: refused whole, and the 2 are not counted.
    const refused = await b.post('/api/food-entries/copy', { entryIds: [a.id, c.id], date: today, tz: TZ });
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(
      /^Copying 2 entries would pass your limit of 5 food entries an hour \(1 more can be logged now\)\. Please wait /,
    );
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(Number((await limited.pg.query('SELECT count(*) FROM food_entries')).rows[0].count)).toBe(4);
    // The refused two cost nothing: one more still fits, then the limit holds for a single entry too.
    expect((await b.post('/api/food-entries/copy', { entryIds: [a.id], date: today, tz: TZ })).status).toBe(201);
    expect((await b.post('/api/food-entries', { ...coffee, tz: TZ })).status).toBe(429);
    // A move creates nothing and is not limited.
    expect(
      (await b.post('/api/food-entries/move', { entryIds: [a.id], date: today, tz: TZ, mealType: 'snack' })).status,
    ).toBe(200);
  });
});

describe('repeating meals needs a session', () => {
  it('answers 401 without one', async () => {
    const id = '00000000-0000-4000-8000-000000000000';
    const calls: [string, string, unknown?][] = [
      ['POST', '/api/food-entries/copy', { entryIds: [id], date: todayIn(TZ), tz: TZ }],
      ['POST', '/api/food-entries/move', { entryIds: [id], date: todayIn(TZ), tz: TZ }],
      ['GET', '/api/saved-meals'],
      ['POST', '/api/saved-meals', { name: 'x', entryIds: [id] }],
      ['PATCH', `/api/saved-meals/${id}`, { name: 'x' }],
      ['DELETE', `/api/saved-meals/${id}`],
      ['POST', `/api/saved-meals/${id}/log`, { date: todayIn(TZ), tz: TZ, mealType: 'lunch' }],
    ];
    for (const [method, path, body] of calls) {
      const res = await new Browser(ctx.api.base).request(method, path, body);
      expect({ method, path, status: res.status }).toEqual({ method, path, status: 401 });
    }
  });
});
