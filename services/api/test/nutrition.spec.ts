import { Browser, apiWithDatabase, signedInBrowser } from './harness';

const ctx = apiWithDatabase();

const count = async (table: string) => Number((await ctx.pg.query(`SELECT count(*) FROM ${table}`)).rows[0].count);

describe('food entries', () => {
  it('logs an entry and lists it for today', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const created = await b.post('/api/food-entries', {
      foodName: '  Greek yogurt ',
      mealType: 'breakfast',
      calories: 150,
      protein: 15.5,
      carbs: 8,
      fat: 4,
      analysisMethod: 'manual',
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({
      foodName: 'Greek yogurt',
      mealType: 'breakfast',
      calories: 150,
      protein: 15.5,
      carbs: 8,
      fat: 4,
      analysisMethod: 'manual',
      imageUrl: null,
    });
    const today = new Date().toISOString().slice(0, 10);
    const list = await b.get(`/api/food-entries?date=${today}&tz=UTC`);
    expect(list.status).toBe(200);
    expect(list.json).toEqual([created.json]);
  });

  it.each([
    [{ calories: 100 }, 'foodName'],
    [{ foodName: '   ', calories: 100 }, 'foodName'],
    [{ foodName: 'Egg', calories: -1 }, 'calories'],
    [{ foodName: 'Egg' }, 'calories'],
    [{ foodName: 'Egg', calories: 'many' }, 'calories'],
    [{ foodName: 'Egg', calories: 70, mealType: 'brunch' }, 'mealType'],
    [{ foodName: 'Egg', calories: 70, protein: -2 }, 'protein'],
    [{ foodName: 'x'.repeat(201), calories: 70 }, 'foodName'],
  ])('answers %j with 400 naming %s and stores nothing', async (body, field) => {
    const b = await signedInBrowser(ctx.api.base);
    const before = await count('food_entries');
    const res = await b.post('/api/food-entries', body);
    expect(res.status).toBe(400);
    expect(res.json.statusCode).toBe(400);
    expect(res.json.message.startsWith(`${field}:`)).toBe(true);
    expect(await count('food_entries')).toBe(before);
  });

  it('answers malformed JSON and bodies over 1 MB in the error shape', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const bad = await b.request('POST', '/api/food-entries', '{"foodName":', {});
    expect(bad.status).toBe(400);
    expect(bad.json).toMatchObject({ statusCode: 400, message: 'Request body is not valid JSON' });
    const big = await b.post('/api/food-entries', { foodName: 'a', calories: 1, pad: 'x'.repeat(1_100_000) });
    expect(big.status).toBe(413);
    expect(big.json).toEqual({ statusCode: 413, message: 'Request body is too large' });
  });

  it('answers a text/plain or form body with 415 in the error shape, storing nothing', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const before = await count('food_entries');
    for (const [type, body] of [
      ['text/plain', JSON.stringify({ foodName: 'Oats', calories: 300 })],
      ['text/plain; charset=utf-8', 'Oats'],
      ['application/x-www-form-urlencoded', 'foodName=Oats&calories=300'],
    ] as const) {
      const res = await b.request('POST', '/api/food-entries', body, { 'content-type': type });
      expect({ type, status: res.status, json: res.json }).toEqual({
        type,
        status: 415,
        json: { statusCode: 415, message: 'Unsupported media type' },
      });
    }
    expect(await count('food_entries')).toBe(before);
  });

  it('rejects a bad date or time zone with 400', async () => {
    const b = await signedInBrowser(ctx.api.base);
    expect((await b.get('/api/food-entries?date=2026-02-30')).json.message).toMatch(/^date:/);
    expect((await b.get('/api/food-entries?date=2026-02-01&tz=Mars/Base')).json.message).toMatch(/^tz:/);
  });

  it("counts a day in the user's time zone: 23:30 UTC belongs to the next day in Berlin", async () => {
    const b = await signedInBrowser(ctx.api.base);
    const { json: me } = await b.get('/api/auth/user');
    await ctx.pg.query(
      `INSERT INTO food_entries (user_id, food_name, meal_type, calories, analysis_method, created_at) VALUES
       ($1, 'Late snack', 'snack', 200, 'manual', '2026-03-10T23:30:00Z'),
       ($1, 'Lunch salad', 'lunch', 400, 'manual', '2026-03-10T12:00:00Z')`,
      [me.id],
    );
    const names = async (q: string) =>
      (await b.get(`/api/food-entries?${q}`)).json.map((e: { foodName: string }) => e.foodName);
    expect(await names('date=2026-03-10&tz=UTC')).toEqual(['Late snack', 'Lunch salad']);
    expect(await names('date=2026-03-10&tz=Europe/Berlin')).toEqual(['Lunch salad']);
    expect(await names('date=2026-03-11&tz=Europe/Berlin')).toEqual(['Late snack']);
    expect(await names('date=2026-03-10&tz=America/Los_Angeles')).toEqual(['Late snack', 'Lunch salad']);
    expect(await names('')).toEqual(['Late snack', 'Lunch salad']);
  });

  it("never shows one user another user's entries", async () => {
    const alice = await signedInBrowser(ctx.api.base);
    const bob = await signedInBrowser(ctx.api.base);
    await alice.post('/api/food-entries', { foodName: 'Alice oatmeal', calories: 300 });
    const bobs = await bob.get('/api/food-entries');
    expect(bobs.json).toEqual([]);
    const today = new Date().toISOString().slice(0, 10);
    expect((await bob.get(`/api/food-entries?date=${today}`)).json).toEqual([]);
    expect((await alice.get('/api/food-entries')).json).toHaveLength(1);
  });

  it('requires a session: 401 with Unauthorized, nothing stored', async () => {
    const before = await count('food_entries');
    const res = await new Browser(ctx.api.base).post('/api/food-entries', { foodName: 'Anon', calories: 1 });
    expect(res.status).toBe(401);
    expect(res.text).toContain('Unauthorized');
    expect(await count('food_entries')).toBe(before);
  });
});

describe('nutrition goals', () => {
  const goals = { calorieGoal: 2100, proteinGoal: 160, carbGoal: 210, fatGoal: 70 };

  it('is null until set, then POST creates, a second POST conflicts, PUT changes', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const first = await b.get('/api/nutrition-goals');
    expect(first.status).toBe(200);
    expect(first.text).toBe('null');
    expect((await b.post('/api/nutrition-goals', goals)).status).toBe(201);
    expect((await b.get('/api/nutrition-goals')).json).toEqual(goals);
    expect((await b.post('/api/nutrition-goals', goals)).status).toBe(409);
    const changed = await b.put('/api/nutrition-goals', { ...goals, calorieGoal: 1800 });
    expect(changed.status).toBe(200);
    expect((await b.get('/api/nutrition-goals')).json.calorieGoal).toBe(1800);
  });

  it('refuses fractions and negatives with 400 and keeps the stored goals', async () => {
    const b = await signedInBrowser(ctx.api.base);
    await b.put('/api/nutrition-goals', goals);
    expect((await b.put('/api/nutrition-goals', { ...goals, proteinGoal: 12.5 })).status).toBe(400);
    expect((await b.put('/api/nutrition-goals', { ...goals, fatGoal: -1 })).status).toBe(400);
    expect((await b.put('/api/nutrition-goals', { calorieGoal: 1 })).status).toBe(400);
    expect((await b.get('/api/nutrition-goals')).json).toEqual(goals);
  });

  it("keeps each user's goals apart", async () => {
    const a = await signedInBrowser(ctx.api.base);
    const c = await signedInBrowser(ctx.api.base);
    await a.put('/api/nutrition-goals', goals);
    expect((await c.get('/api/nutrition-goals')).text).toBe('null');
  });
});

describe('user profile', () => {
  it('reads and partially updates body data; currentWeight is weight; empty name is absent', async () => {
    const b = await signedInBrowser(ctx.api.base);
    expect((await b.get('/api/user-profile')).json).toMatchObject({ name: 'Riley Park', height: null, weight: null });
    const res = await b.put('/api/user-profile', {
      height: 172,
      currentWeight: 68.5,
      sex: 'female',
      dateOfBirth: '1990-04-12',
      goalWeight: 65,
    });
    expect(res.status).toBe(200);
    expect(res.json).toMatchObject({
      height: 172,
      weight: 68.5,
      sex: 'female',
      dateOfBirth: '1990-04-12',
      goalWeight: 65,
      name: 'Riley Park',
    });
    expect((await b.put('/api/user-profile', { name: '' })).json.name).toBeNull();
    expect((await b.get('/api/user-profile')).json).toMatchObject({ height: 172, weight: 68.5, name: null });
  });

  it('refuses unknown fields and impossible values with 400, changing nothing', async () => {
    const b = await signedInBrowser(ctx.api.base);
    await b.put('/api/user-profile', { height: 180 });
    expect((await b.put('/api/user-profile', { height: 5000 })).status).toBe(400);
    expect((await b.put('/api/user-profile', { dateOfBirth: '1990-13-01' })).status).toBe(400);
    expect((await b.put('/api/user-profile', { isAdmin: true })).status).toBe(400);
    expect((await b.get('/api/user-profile')).json.height).toBe(180);
  });

  it("never shows another user's profile", async () => {
    const a = await signedInBrowser(ctx.api.base);
    const c = await signedInBrowser(ctx.api.base, {
      email: `other-${Date.now()}@chairside.test`,
      name: 'Other Person',
      pin: '4820913',
    });
    await a.put('/api/user-profile', { weight: 99 });
    expect((await c.get('/api/user-profile')).json).toMatchObject({ weight: null, name: 'Other Person' });
  });
});

describe('ergonomic stretches', () => {
  it('serves the 25 seeded stretches, 5 per area, 30-90 s each', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const all = (await b.get('/api/ergonomic-stretches')).json as {
      category: string;
      duration: number;
      instructions: string;
      targetMuscles: string[];
    }[];
    expect(all).toHaveLength(25);
    for (const c of ['neck', 'hand_wrist', 'torso', 'hip', 'knee_ankle'])
      expect(all.filter((s) => s.category === c)).toHaveLength(5);
    for (const s of all) {
      expect(s.duration).toBeGreaterThanOrEqual(30);
      expect(s.duration).toBeLessThanOrEqual(90);
      expect(s.instructions.length).toBeGreaterThan(40);
      expect(s.targetMuscles.length).toBeGreaterThan(0);
    }
    expect((await b.get('/api/ergonomic-stretches?category=neck')).json).toHaveLength(5);
    expect((await b.get('/api/ergonomic-stretches?category=elbow')).status).toBe(400);
  });
});
