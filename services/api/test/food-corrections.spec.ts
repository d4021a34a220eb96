import sharp from 'sharp';
import { apiWithDatabase, signedInBrowser, type Browser } from './harness';

const png = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#e76f51' } })
    .png()
    .toBuffer();

const ctx = apiWithDatabase();

const oats = { foodName: 'Oats', mealType: 'breakfast', calories: 300, protein: 10, carbs: 54, fat: 5 };
const day = (tz: string, back = 0) => {
  const d = new Date(`${new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(new Date())}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
};
const entriesOn = async (b: Browser, date: string, tz: string) =>
  (await b.get(`/api/food-entries?date=${date}&tz=${encodeURIComponent(tz)}`)).json as {
    id: string;
    calories: number;
  }[];

describe('correcting food entries', () => {
  it('lets the owner correct and delete (with its photo); anyone else gets 404 and changes nothing', async () => {
    const owner = await signedInBrowser(ctx.api.base);
    const other = await signedInBrowser(ctx.api.base);
    const { id } = (await owner.post('/api/food-entries', oats)).json;

    expect((await other.request('PATCH', `/api/food-entries/${id}`, { calories: 1 })).status).toBe(404);
    expect((await other.request('DELETE', `/api/food-entries/${id}`)).status).toBe(404);

    const fixed = await owner.request('PATCH', `/api/food-entries/${id}`, { calories: 350, foodName: ' Porridge ' });
    expect(fixed.status).toBe(200);
    expect(fixed.json).toMatchObject({ id, foodName: 'Porridge', calories: 350, protein: 10, mealType: 'breakfast' });

    for (const bad of [
      {},
      { calories: -1 },
      { protein: 'lots' },
      { mealType: 'brunch' },
      { foodName: '  ' },
      { imageUrl: 'x' },
    ]) {
      const r = await owner.request('PATCH', `/api/food-entries/${id}`, bad);
      expect({ bad, status: r.status }).toEqual({ bad, status: 400 });
    }
    const stored = await ctx.pg.query('SELECT food_name, calories, protein FROM food_entries WHERE id = $1', [id]);
    expect(stored.rows[0]).toEqual({ food_name: 'Porridge', calories: 350, protein: 10 });

    expect((await owner.request('DELETE', `/api/food-entries/${id}`)).status).toBe(204);
    expect((await ctx.pg.query('SELECT 1 FROM food_entries WHERE id = $1', [id])).rowCount).toBe(0);
    expect((await owner.request('DELETE', `/api/food-entries/${id}`)).status).toBe(404);

    const form = new FormData();
    for (const [k, v] of Object.entries({ foodName: 'Salad', calories: '200', analysisMethod: 'camera' }))
      form.append(k, v);
    form.append('image', new Blob([new Uint8Array(await png())], { type: 'image/png' }), 'food-photo.jpg');
    const withPhoto = (await owner.request('POST', '/api/food-entries', form)).json;
    const photoId = withPhoto.imageUrl.split('/').at(-1);
    expect((await owner.request('DELETE', `/api/food-entries/${withPhoto.id}`)).status).toBe(204);
    // Kept while Undo can bring it back (test/food-undo.spec.ts); once that time is up, gone with the next delete.
    await ctx.pg.query(`UPDATE deleted_food_entries SET deleted_at = now() - interval '2 minutes'`);
    const next = (await owner.post('/api/food-entries', oats)).json;
    expect((await owner.request('DELETE', `/api/food-entries/${next.id}`)).status).toBe(204);
    expect((await ctx.pg.query('SELECT 1 FROM food_photos WHERE id = $1', [photoId])).rowCount).toBe(0);
  });

  it("logs a meal for a past day at its meal's hour in the user's zone; that day's list and the streak count it", async () => {
    const tz = 'America/New_York';
    const b = await signedInBrowser(ctx.api.base);
    const yesterday = day(tz, 1);
    const r = await b.post('/api/food-entries', {
      ...oats,
      foodName: 'Salmon',
      mealType: 'dinner',
      calories: 640,
      date: yesterday,
      tz,
    });
    expect(r.status).toBe(201);
    // 19:00 in New York that day.
    const local = new Intl.DateTimeFormat('en-CA', {
      timeZone: tz,
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
    }).format(new Date(r.json.createdAt));
    expect(local).toBe(`${yesterday}, 19:00`);
    expect((await entriesOn(b, yesterday, tz)).map((e) => e.calories)).toEqual([640]);
    expect(await entriesOn(b, day(tz), tz)).toEqual([]);
    expect((await b.get(`/api/streak?tz=${encodeURIComponent(tz)}`)).json).toMatchObject({
      days: 0,
      lastEntryDate: yesterday,
    });
    await b.post('/api/food-entries', { ...oats, date: day(tz), tz });
    expect((await b.get(`/api/streak?tz=${encodeURIComponent(tz)}`)).json.days).toBe(2);
  });

  it('refuses a day in the future or more than 30 days back, storing nothing', async () => {
    const b = await signedInBrowser(ctx.api.base);
    for (const date of [day('UTC', -1), day('UTC', 31), '2026-02-30']) {
      const r = await b.post('/api/food-entries', { ...oats, date, tz: 'UTC' });
      expect({ date, status: r.status }).toEqual({ date, status: 400 });
      expect(r.json.message).toMatch(/^date: /);
    }
    expect((await b.post('/api/food-entries', { ...oats, date: day('UTC', 30), tz: 'UTC' })).status).toBe(201);
    const me = (await b.get('/api/auth/user')).json.id;
    expect(
      Number((await ctx.pg.query('SELECT count(*) FROM food_entries WHERE user_id = $1', [me])).rows[0].count),
    ).toBe(1);
  });
});

describe('food search', () => {
  it('answers Banana first for "banana" with its per-100 g values and portions (a piece is 118 g)', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const r = await b.get('/api/foods/search?q=banana');
    expect(r.status).toBe(200);
    expect(r.json[0]).toMatchObject({
      name: 'Banana',
      source: 'reference',
      per100g: { calories: 89, protein: 1.1, carbs: 22.8, fat: 0.3 },
      lastLogged: null,
    });
    expect(r.json[0].portions).toEqual(
      expect.arrayContaining([
        { unit: 'piece', grams: 118 },
        { unit: 'g', grams: 1 },
      ]),
    );
    expect((await b.get('/api/foods/search?q=bananas')).json[0].name).toBe('Banana');
  });

  it("puts the user's own foods first, each once with what was logged last, scanned products marked, and nobody else's", async () => {
    const b = await signedInBrowser(ctx.api.base);
    const other = await signedInBrowser(ctx.api.base);
    await other.post('/api/food-entries', { ...oats, foodName: 'Banana bread (their recipe)' });
    await b.post('/api/food-entries', { ...oats, foodName: 'Banana smoothie', calories: 200 });
    await b.post('/api/food-entries', { ...oats, foodName: 'Banana smoothie', calories: 250 });
    await b.post('/api/food-entries', {
      ...oats,
      foodName: 'Banana chips 100% crunch',
      calories: 150,
      analysisMethod: 'barcode',
    });
    const r = (await b.get('/api/foods/search?q=bana')).json as {
      name: string;
      source: string;
      lastLogged: { calories: number } | null;
    }[];
    expect(r.slice(0, 2).map((x) => [x.name, x.source])).toEqual([
      ['Banana chips 100% crunch', 'scanned'],
      ['Banana smoothie', 'recent'],
    ]);
    expect(r[1]!.lastLogged!.calories).toBe(250);
    expect(r.filter((x) => x.name === 'Banana smoothie')).toHaveLength(1);
    expect(r.some((x) => x.name.includes('their recipe'))).toBe(false);
    expect(r.some((x) => x.name === 'Banana' && x.source === 'reference')).toBe(true);
    // Wildcards are text: '100%' finds only the product that has it.
    expect(((await b.get('/api/foods/search?q=100%25')).json as { name: string }[]).map((x) => x.name)).toEqual([
      'Banana chips 100% crunch',
    ]);
  });

  it('refuses a query under 2 characters or a limit over 20', async () => {
    const b = await signedInBrowser(ctx.api.base);
    expect((await b.get('/api/foods/search?q=b')).status).toBe(400);
    expect((await b.get('/api/foods/search?q=banana&limit=21')).status).toBe(400);
    expect((await b.get('/api/foods/search')).status).toBe(400);
  });
});
