import sharp from 'sharp';
import { apiWithDatabase, multipartForm, signedInBrowser } from './harness';

const ctx = apiWithDatabase();

const count = async (table: string) => Number((await ctx.pg.query(`SELECT count(*) FROM ${table}`)).rows[0].count);
const ENTRY = {
  foodName: 'Salmon bowl',
  mealType: 'dinner',
  calories: '640',
  protein: '42.5',
  carbs: '55',
  fat: '24',
  analysisMethod: 'camera',
};

const form = multipartForm;

const png = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: '#e9c46a' } })
    .png()
    .toBuffer();

describe('saving a food entry with its photo (multipart)', () => {
  it('stores the entry and a re-encoded JPEG (≤ 1024 px) that only its owner can fetch', async () => {
    const owner = await signedInBrowser(ctx.api.base);
    const r = await owner.request(
      'POST',
      '/api/food-entries',
      form(ENTRY, { bytes: await png(2000, 1500), name: 'food-photo.jpg', type: 'image/jpeg' }),
    );
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({
      foodName: 'Salmon bowl',
      mealType: 'dinner',
      calories: 640,
      protein: 42.5,
      analysisMethod: 'camera',
    });
    expect(r.json.imageUrl).toMatch(/^\/api\/food-photos\/[0-9a-f-]{36}$/);

    const photo = await fetch(ctx.api.base + r.json.imageUrl, { headers: { cookie: owner.sessionCookie } });
    expect(photo.status).toBe(200);
    expect(photo.headers.get('content-type')).toBe('image/jpeg');
    expect(photo.headers.get('cache-control')).toBe('private, no-store');
    const meta = await sharp(Buffer.from(await photo.arrayBuffer())).metadata();
    expect(meta).toMatchObject({ format: 'jpeg', width: 1024, height: 768 });

    const stranger = await signedInBrowser(ctx.api.base);
    expect((await stranger.get(r.json.imageUrl)).status).toBe(404);
    expect((await stranger.get('/api/food-photos/not-a-uuid')).status).toBe(400);
  });

  it('refuses a file that is not an image by its bytes, and stores nothing', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const [entries, photos] = [await count('food_entries'), await count('food_photos')];
    const r = await b.request(
      'POST',
      '/api/food-entries',
      form(ENTRY, { bytes: Buffer.from('#!/bin/sh\necho not a photo\n'), name: 'food-photo.jpg', type: 'image/jpeg' }),
    );
    expect(r.status).toBe(415);
    expect(r.json.message).toContain('not a photo we can read');
    expect([await count('food_entries'), await count('food_photos')]).toEqual([entries, photos]);
  });

  it('refuses a photo over 5 MB with 413 and invalid fields with 400, storing nothing', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const before = await count('food_entries');
    const big = await b.request(
      'POST',
      '/api/food-entries',
      form(ENTRY, { bytes: Buffer.alloc(5 * 1024 * 1024 + 1, 1), name: 'food-photo.jpg', type: 'image/jpeg' }),
    );
    expect(big.status).toBe(413);
    const bad = await b.request(
      'POST',
      '/api/food-entries',
      form({ ...ENTRY, calories: 'lots' }, { bytes: await png(10, 10), name: 'food-photo.jpg', type: 'image/png' }),
    );
    expect(bad.status).toBe(400);
    expect(bad.json.message).toMatch(/^calories: /);
    expect(await count('food_entries')).toBe(before);
  });

  it('takes a multipart entry without a photo, and JSON as before', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const r = await b.request('POST', '/api/food-entries', form({ ...ENTRY, analysisMethod: 'barcode' }));
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ analysisMethod: 'barcode', imageUrl: null, calories: 640 });
  });
});

describe('GET /api/streak', () => {
  /** Inserts one entry per given instant for the user behind `b`. */
  async function entriesAt(email: string, instants: Date[]) {
    const { rows } = await ctx.pg.query(`SELECT id FROM users WHERE email = $1`, [email]);
    for (const at of instants) {
      await ctx.pg.query(
        `INSERT INTO food_entries (user_id, food_name, meal_type, calories, protein, carbs, fat, analysis_method, created_at)
         VALUES ($1, 'Apple', 'snack', 95, 0, 25, 0, 'manual', $2)`,
        [rows[0].id, at],
      );
    }
  }
  const daysAgo = (n: number, hourUtc = 12) => {
    const d = new Date();
    d.setUTCDate(d.getUTCDate() - n);
    d.setUTCHours(hourUtc, 0, 0, 0);
    return d;
  };
  const ymd = (d: Date) => d.toISOString().slice(0, 10);

  it('counts consecutive days back from today and stops at the first gap', async () => {
    const user = { email: `streak-${Date.now()}@chairside.test`, name: 'Streak Tester', pin: '4820913' };
    const b = await signedInBrowser(ctx.api.base, user);
    expect((await b.get('/api/streak?tz=UTC')).json).toEqual({ days: 0, lastEntryDate: null });
    // Today, yesterday (twice), the day before; then a gap; then older days that must not count.
    await entriesAt(user.email, [
      daysAgo(0, 0),
      daysAgo(1),
      daysAgo(1, 20),
      daysAgo(2),
      daysAgo(4),
      daysAgo(5),
      daysAgo(30),
    ]);
    expect((await b.get('/api/streak?tz=UTC')).json).toEqual({ days: 3, lastEntryDate: ymd(daysAgo(0)) });
    // Another user's entries never count.
    const other = await signedInBrowser(ctx.api.base);
    expect((await other.get('/api/streak?tz=UTC')).json).toEqual({ days: 0, lastEntryDate: null });
  });

  it('is 0 when nothing was logged today, even after a long run', async () => {
    const user = { email: `streak-gap-${Date.now()}@chairside.test`, name: 'Gap Tester', pin: '4820913' };
    const b = await signedInBrowser(ctx.api.base, user);
    await entriesAt(user.email, [daysAgo(1), daysAgo(2), daysAgo(3)]);
    expect((await b.get('/api/streak?tz=UTC')).json).toEqual({ days: 0, lastEntryDate: ymd(daysAgo(1)) });
  });

  it('counts days in the user\u2019s zone', async () => {
    const user = { email: `streak-tz-${Date.now()}@chairside.test`, name: 'Zone Tester', pin: '4820913' };
    const b = await signedInBrowser(ctx.api.base, user);
    // An entry 12 hours ago is "today" in the zones where no midnight fell since, "yesterday" in the others.
    const now = new Date();
    const entry = new Date(now.getTime() - 12 * 3600_000);
    await entriesAt(user.email, [entry]);
    const localDay = (d: Date, tz: string) => new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(d);
    const zones = Array.from({ length: 25 }, (_, i) =>
      i === 12 ? 'UTC' : `Etc/GMT${i < 12 ? '+' : '-'}${Math.abs(i - 12)}`,
    );
    const sameDay = zones.find((tz) => localDay(entry, tz) === localDay(now, tz))!;
    const nextDay = zones.find((tz) => localDay(entry, tz) !== localDay(now, tz))!;
    expect((await b.get(`/api/streak?tz=${encodeURIComponent(sameDay)}`)).json).toEqual({
      days: 1,
      lastEntryDate: localDay(entry, sameDay),
    });
    expect((await b.get(`/api/streak?tz=${encodeURIComponent(nextDay)}`)).json).toEqual({
      days: 0,
      lastEntryDate: localDay(entry, nextDay),
    });
    expect((await b.get('/api/streak?tz=Mars/Olympus')).status).toBe(400);
  });
});

describe('GET /api/nutrition-history', () => {
  it('sums each of the last 7 days in the user\u2019s zone, oldest first, days without entries as 0', async () => {
    const user = { email: `history-${Date.now()}@chairside.test`, name: 'History Tester', pin: '4820913' };
    const b = await signedInBrowser(ctx.api.base, user);
    const { rows } = await ctx.pg.query(`SELECT id FROM users WHERE email = $1`, [user.email]);
    // A minute past midnight UTC of each day, so the run's time of day never moves an entry to another date.
    const midnight = new Date(new Date().toISOString().slice(0, 10)).getTime();
    const at = (daysAgo: number) => new Date(midnight - daysAgo * 86_400_000 + 60_000);
    for (const [daysAgo, calories] of [
      [0, 300],
      [0, 200],
      [2, 640],
      [8, 999],
    ] as const) {
      await ctx.pg.query(
        `INSERT INTO food_entries (user_id, food_name, meal_type, calories, protein, carbs, fat, analysis_method, created_at) VALUES ($1, 'X', 'lunch', $2, 10, 20, 5, 'manual', $3)`,
        [rows[0].id, calories, at(daysAgo)],
      );
    }
    const r = await b.get('/api/nutrition-history?days=7&tz=UTC');
    expect(r.status).toBe(200);
    const day = (daysAgo: number) => at(daysAgo).toISOString().slice(0, 10);
    expect(r.json).toHaveLength(7);
    expect(r.json[6]).toEqual({ date: day(0), calories: 500, protein: 20, carbs: 40, fat: 10 });
    expect(r.json[4]).toMatchObject({ date: day(2), calories: 640 });
    expect(r.json[0]).toMatchObject({ date: day(6), calories: 0 });
    expect((await b.get('/api/nutrition-history?days=30&tz=UTC')).json).toHaveLength(30);
    expect((await b.get('/api/nutrition-history?days=12')).status).toBe(400);
  });
});

describe('nutrition personality', () => {
  const answers = Array.from({ length: 10 }, (_, i) => `Answer ${i + 1}`);

  it('answers null before the quiz, saves and replaces the result, and keeps it per user', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const none = await b.get('/api/nutrition-personality');
    expect(none.status).toBe(200);
    expect(none.text).toBe('null');
    const saved = await b.post('/api/nutrition-personality', {
      personalityType: 'wellness_warrior',
      quizAnswers: answers,
    });
    expect(saved.status).toBe(201);
    expect(saved.json).toMatchObject({ personalityType: 'wellness_warrior', quizAnswers: answers });
    await b.post('/api/nutrition-personality', { personalityType: 'macro_master', quizAnswers: answers });
    expect((await b.get('/api/nutrition-personality')).json).toMatchObject({ personalityType: 'macro_master' });
    expect((await (await signedInBrowser(ctx.api.base)).get('/api/nutrition-personality')).text).toBe('null');
  });

  it.each([
    [{ personalityType: 'carb_king', quizAnswers: answers }, 'personalityType'],
    [{ personalityType: 'macro_master', quizAnswers: answers.slice(0, 9) }, 'quizAnswers'],
    [{ personalityType: 'macro_master', quizAnswers: [...answers.slice(0, 9), '  '] }, 'quizAnswers.9'],
  ])('refuses %j naming %s', async (body, field) => {
    const b = await signedInBrowser(ctx.api.base);
    const r = await b.post('/api/nutrition-personality', body);
    expect(r.status).toBe(400);
    expect(r.json.message.startsWith(`${field}: `)).toBe(true);
    expect((await b.get('/api/nutrition-personality')).text).toBe('null');
  });
});

describe('GET /api/exercise-entries', () => {
  it('lists only the user’s entries of the day asked for', async () => {
    const user = { email: `exercise-${Date.now()}@chairside.test`, name: 'Mover', pin: '4820913' };
    const b = await signedInBrowser(ctx.api.base, user);
    const { rows } = await ctx.pg.query(`SELECT id FROM users WHERE email = $1`, [user.email]);
    await ctx.pg.query(
      `INSERT INTO exercise_entries (user_id, exercise_type, name, duration, intensity, calories_burned, description, metadata)
       VALUES ($1, 'run', 'Morning run', 30, 'medium', 300, null, '{"intensityLabel":"Medium","exerciseTypeLabel":"Run"}')`,
      [rows[0].id],
    );
    const today = new Date().toISOString().slice(0, 10);
    const list = await b.get(`/api/exercise-entries?date=${today}&tz=UTC`);
    expect(list.json).toMatchObject([
      {
        exerciseType: 'run',
        name: 'Morning run',
        duration: 30,
        caloriesBurned: 300,
        metadata: { intensityLabel: 'Medium' },
      },
    ]);
    expect((await b.get('/api/exercise-entries?date=2001-01-01&tz=UTC')).json).toEqual([]);
    expect(
      (await (await signedInBrowser(ctx.api.base)).get(`/api/exercise-entries?date=${today}&tz=UTC`)).json,
    ).toEqual([]);
  });
});
