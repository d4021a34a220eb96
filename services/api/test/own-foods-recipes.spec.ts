import { strFromU8, unzipSync } from 'fflate';
import { apiWithDatabase, signedInBrowser, type Browser } from './harness';

/** A member's own foods and recipes: the numbers by hand, ownership, validation, search, limit, export. */
const ctx = apiWithDatabase({ ENTRIES_PER_USER_PER_HOUR: '6' });

const unknown = { sugars: null, fibre: null, saturatedFat: null, sodium: null };
/** A 40 g bar, labelled per bar. */
const bar = {
  name: 'Peanut bar',
  brand: 'Crunchy Co',
  serving: { name: 'bar', grams: 40 },
  valuesPer: 'serving',
  values: { calories: 200, protein: 10, carbs: 24, fat: 8, sugars: 12, fibre: 3, saturatedFat: 2, sodium: 120 },
};
const count = async (table: string, b: Browser) => {
  const me = (await b.get('/api/auth/user')).json.id;
  return Number((await ctx.pg.query(`SELECT count(*) FROM ${table} WHERE user_id = $1`, [me])).rows[0].count);
};

describe('own foods', () => {
  it('turns values per serving into values per 100 g by the serving’s grams, and keeps them as typed', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const r = await b.post('/api/own-foods', bar);
    expect(r.status).toBe(201);
    // 100 / 40 = 2.5 times the bar: 500 kcal, 25 g protein, 60 g carbs, 20 g fat, 300 mg sodium.
    expect(r.json).toMatchObject({
      name: 'Peanut bar',
      brand: 'Crunchy Co',
      serving: { name: 'bar', grams: 40 },
      valuesPer: 'serving',
      values: bar.values,
      per100g: { calories: 500, protein: 25, carbs: 60, fat: 20, sugars: 30, fibre: 7.5, saturatedFat: 5, sodium: 300 },
      perServing: bar.values,
    });
    expect((await b.get('/api/own-foods')).json).toEqual([r.json]);
  });

  it('turns values per 100 g into a serving, and leaves what was not given unknown (null, never 0)', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const r = await b.post('/api/own-foods', {
      name: 'Granola',
      serving: { name: 'bowl', grams: 45 },
      valuesPer: '100g',
      values: { calories: 460, protein: 9.2, carbs: 62, fat: 18 },
    });
    expect(r.status).toBe(201);
    // 45 g is 0.45 of 100 g: 207 kcal, 4.14 → 4.1 g protein, 27.9 g carbs, 8.1 g fat.
    expect(r.json.perServing).toEqual({ calories: 207, protein: 4.1, carbs: 27.9, fat: 8.1, ...unknown });
    expect(r.json.per100g).toEqual({ calories: 460, protein: 9.2, carbs: 62, fat: 18, ...unknown });
    const stored = await ctx.pg.query('SELECT sugars, fibre, saturated_fat, sodium FROM own_foods WHERE id = $1', [
      r.json.id,
    ]);
    expect(stored.rows[0]).toEqual({ sugars: null, fibre: null, saturated_fat: null, sodium: null });
  });

  it('refuses what cannot be, naming the field, and stores nothing', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const refused = async (body: unknown, path: string, message: string) => {
      const r = await b.post('/api/own-foods', body);
      expect(r.status).toBe(400);
      expect(r.json.errors).toEqual([{ path, message }]);
    };
    await refused({ ...bar, serving: null }, 'serving', 'values per serving need the serving and its grams');
    // 400 kcal in a 40 g bar is 1000 kcal per 100 g: more than pure fat.
    await refused(
      { ...bar, values: { ...bar.values, calories: 400 } },
      'values.calories',
      'is more than 900 kcal per 100 g',
    );
    await refused(
      { ...bar, values: { ...bar.values, sugars: 30 } },
      'values.sugars',
      'cannot be more than carbs (sugars are part of the carbs)',
    );
    await refused({ ...bar, values: { ...bar.values, fibre: -1 } }, 'values.fibre', 'must not be negative');
    await refused({ ...bar, name: ' ' }, 'name', 'Please enter a name.');
    expect(await count('own_foods', b)).toBe(0);
  });

  it('is the owner’s alone: another member’s id is a 404 and changes nothing', async () => {
    const owner = await signedInBrowser(ctx.api.base);
    const other = await signedInBrowser(ctx.api.base);
    const { id } = (await owner.post('/api/own-foods', bar)).json;
    expect((await other.put(`/api/own-foods/${id}`, { ...bar, name: 'Mine now' })).status).toBe(404);
    expect((await other.request('DELETE', `/api/own-foods/${id}`)).status).toBe(404);
    expect((await other.get('/api/own-foods')).json).toEqual([]);
    expect((await owner.put('/api/own-foods/not-a-uuid', bar)).status).toBe(400);

    const edited = await owner.put(`/api/own-foods/${id}`, { ...bar, brand: '', valuesPer: '100g' });
    expect(edited.status).toBe(200);
    // The same figures now read as per 100 g: the 40 g bar is 0.4 of them.
    expect(edited.json).toMatchObject({ brand: null, perServing: { calories: 80, protein: 4, sodium: 48 } });
    expect((await owner.request('DELETE', `/api/own-foods/${id}`)).status).toBe(204);
    expect((await owner.request('DELETE', `/api/own-foods/${id}`)).status).toBe(404);
  });
});

// Rice 150 g (per 100 g: 130 kcal, 2.6 P, 28.2 C, 0.3 F, sugars 0.2, fibre 0.4, sat. fat 0.1, sodium 1 mg)
// and 2 pieces of chicken of 120 g (165 kcal, 31 P, 0 C, 3.6 F, sugars 0, fibre unknown, sat. fat 1.1, 74 mg).
const rice = {
  calories: 130,
  protein: 2.6,
  carbs: 28.2,
  fat: 0.3,
  sugars: 0.2,
  fibre: 0.4,
  saturatedFat: 0.1,
  sodium: 1,
};
const chicken = {
  calories: 165,
  protein: 31,
  carbs: 0,
  fat: 3.6,
  sugars: 0,
  fibre: null,
  saturatedFat: 1.1,
  sodium: 74,
};
const chickenAndRice = {
  name: 'Chicken and rice',
  servings: 3,
  ingredients: [
    { foodName: 'Rice, white, cooked', amount: 150, unit: 'g', gramsPerUnit: 1, per100g: rice },
    { foodName: 'Chicken breast', amount: 2, unit: 'piece', gramsPerUnit: 120, per100g: chicken },
  ],
};

describe('recipes', () => {
  it('gives one serving as the sum of its ingredients divided by the servings', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const r = await b.post('/api/recipes', chickenAndRice);
    expect(r.status).toBe(201);
    // Rice 1.5 × 130 = 195 kcal, chicken 2.4 × 165 = 396 kcal: 591 kcal in 390 g, 197 kcal a serving.
    // Protein (3.9 + 74.4) / 3 = 26.1; carbs 42.3 / 3 = 14.1; fat (0.45 + 8.64) / 3 = 3.03 → 3.0;
    // sugars 0.3 / 3 = 0.1; sat. fat (0.15 + 2.64) / 3 = 0.93 → 0.9; sodium (1.5 + 177.6) / 3 = 59.7 → 60 mg;
    // fibre unknown in the chicken, so unknown in the dish.
    expect(r.json.perServing).toEqual({
      calories: 197,
      protein: 26.1,
      carbs: 14.1,
      fat: 3,
      sugars: 0.1,
      fibre: null,
      saturatedFat: 0.9,
      sodium: 60,
    });
    expect(r.json.totalGrams).toBe(390);
    expect(r.json.ingredients.map((i: { nutrients: { calories: number } }) => i.nutrients.calories)).toEqual([
      195, 396,
    ]);
    expect(r.json.per100g.calories).toBeCloseTo((591 / 390) * 100, 9);
    expect((await b.get('/api/recipes')).json).toEqual([r.json]);
  });

  it('replaces its ingredients on edit, and is the owner’s alone', async () => {
    const owner = await signedInBrowser(ctx.api.base);
    const other = await signedInBrowser(ctx.api.base);
    const { id } = (await owner.post('/api/recipes', chickenAndRice)).json;
    expect((await other.put(`/api/recipes/${id}`, chickenAndRice)).status).toBe(404);
    expect((await other.request('DELETE', `/api/recipes/${id}`)).status).toBe(404);
    expect((await other.get('/api/recipes')).json).toEqual([]);

    // The rice alone in 2 servings: 195 / 2 = 97.5 → 98 kcal.
    const edited = await owner.put(`/api/recipes/${id}`, {
      ...chickenAndRice,
      servings: 2,
      ingredients: [chickenAndRice.ingredients[0]],
    });
    expect(edited.status).toBe(200);
    expect(edited.json.ingredients).toHaveLength(1);
    expect(edited.json.perServing.calories).toBe(98);
    const left = await ctx.pg.query('SELECT count(*) FROM recipe_ingredients WHERE recipe_id = $1', [id]);
    expect(Number(left.rows[0].count)).toBe(1);

    expect((await owner.request('DELETE', `/api/recipes/${id}`)).status).toBe(204);
    const gone = await ctx.pg.query('SELECT count(*) FROM recipe_ingredients WHERE recipe_id = $1', [id]);
    expect(Number(gone.rows[0].count)).toBe(0);
  });

  it('refuses a recipe without ingredients, with no servings, or with an impossible food', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const paths = async (body: unknown) => {
      const r = await b.post('/api/recipes', body);
      expect(r.status).toBe(400);
      return (r.json.errors as { path: string }[]).map((e) => e.path);
    };
    expect(await paths({ ...chickenAndRice, ingredients: [] })).toEqual(['ingredients']);
    expect(await paths({ ...chickenAndRice, servings: 0 })).toEqual(['servings']);
    const impossible = { ...chickenAndRice.ingredients[0], per100g: { ...rice, protein: 120 } };
    expect(await paths({ ...chickenAndRice, ingredients: [impossible] })).toEqual(['ingredients.0.per100g.protein']);
    expect(await count('recipes', b)).toBe(0);
  });
});

describe('in food search', () => {
  it('puts the member’s own foods and recipes first, each with its portions, and no one else’s', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const other = await signedInBrowser(ctx.api.base);
    const cake = { name: 'Rice cake', serving: { name: 'cake', grams: 9 }, valuesPer: '100g' };
    const saved = await b.post('/api/own-foods', {
      ...cake,
      values: { calories: 387, protein: 8, carbs: 81, fat: 2.8 },
    });
    expect(saved.status).toBe(201);
    await b.post('/api/recipes', { ...chickenAndRice, name: 'Rice pudding' });
    const results = (await b.get('/api/foods/search?q=rice')).json as {
      name: string;
      source: string;
      portions: { unit: string; grams: number }[];
      per100g: { calories: number } | null;
    }[];
    expect(results.slice(0, 2).map((r) => [r.source, r.name])).toEqual([
      ['own', 'Rice cake'],
      ['recipe', 'Rice pudding'],
    ]);
    expect(results.slice(2).every((r) => r.source === 'reference')).toBe(true);
    expect(results.length).toBeGreaterThan(2);
    expect(results[0]!.portions).toEqual([
      { unit: 'g', grams: 1 },
      { unit: 'cake', grams: 9 },
    ]);
    expect(results[0]!.per100g?.calories).toBe(387);
    // One serving of the recipe weighs 390 g / 3 = 130 g.
    expect(results[1]!.portions).toEqual([
      { unit: 'g', grams: 1 },
      { unit: 'serving', grams: 130 },
    ]);
    const theirs = (await other.get('/api/foods/search?q=rice')).json as { source: string }[];
    expect(theirs.some((r) => r.source === 'own' || r.source === 'recipe')).toBe(false);
  });
});

describe('limits and the account', () => {
  it('counts own foods and recipes apart, each held to the hourly limit with Retry-After', async () => {
    const b = await signedInBrowser(ctx.api.base);
    for (let i = 0; i < 6; i++) expect((await b.post('/api/own-foods', { ...bar, name: `Bar ${i}` })).status).toBe(201);
    const refused = await b.post('/api/own-foods', bar);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(/^You have saved 6 foods in the last hour\. Please wait/);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await count('own_foods', b)).toBe(6);
    expect((await b.post('/api/recipes', chickenAndRice)).status).toBe(201);
  });

  it('are in the download (JSON and CSV) and go with the account', async () => {
    const b = await signedInBrowser(ctx.api.base);
    await b.post('/api/own-foods', bar);
    await b.post('/api/recipes', chickenAndRice);
    const res = await fetch(`${ctx.api.base}/api/account/export`, { headers: { cookie: b.sessionCookie! } });
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const own = JSON.parse(strFromU8(files['own-foods.json']!));
    expect(own).toMatchObject([{ name: 'Peanut bar', values_per: 'serving', serving_grams: 40, calories: 200 }]);
    expect(strFromU8(files['own-foods.csv']!).split('\r\n')[1]).toContain(',Peanut bar,Crunchy Co,bar,40,serving,200,');
    const recipes = JSON.parse(strFromU8(files['recipes.json']!));
    expect(recipes).toMatchObject([
      {
        name: 'Chicken and rice',
        servings: 3,
        ingredients: [
          { position: 0, food_name: 'Rice, white, cooked', amount: 150, calories: 130 },
          { position: 1, food_name: 'Chicken breast', unit: 'piece', grams_per_unit: 120, fibre: null },
        ],
      },
    ]);
    expect(strFromU8(files['recipe-ingredients.csv']!).split('\r\n').filter(Boolean)).toHaveLength(3);
    expect(strFromU8(files['README.txt']!)).toContain('recipes.json');

    const me = (await b.get('/api/auth/user')).json.id;
    const { id } = recipes[0];
    expect((await b.request('DELETE', '/api/account', { pin: '4820913' })).status).toBe(204);
    const left = async (sql: string, v: string) => Number((await ctx.pg.query(sql, [v])).rows[0].count);
    expect(await left('SELECT count(*) FROM own_foods WHERE user_id = $1', me)).toBe(0);
    expect(await left('SELECT count(*) FROM recipes WHERE user_id = $1', me)).toBe(0);
    expect(await left('SELECT count(*) FROM recipe_ingredients WHERE recipe_id = $1', id)).toBe(0);
  });
});
