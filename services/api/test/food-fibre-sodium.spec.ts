import { strFromU8, unzipSync } from 'fflate';
import { apiWithDatabase, signedInBrowser } from './harness';

/** An entry's fibre, saturated fat (g) and sodium (mg): stored, returned, corrected, undone, exported. */
const ctx = apiWithDatabase();

// Porridge with milk: a hand-typed label, 30.2 g of fat of which 8.5 g saturated.
const porridge = {
  foodName: 'Porridge',
  mealType: 'breakfast',
  calories: 350,
  carbs: 54,
  fat: 30.2,
  fibre: 8.3,
  saturatedFat: 8.5,
  sodium: 420,
};
const stored = async (id: string) =>
  (await ctx.pg.query('SELECT fibre, saturated_fat, sodium FROM food_entries WHERE id = $1', [id])).rows[0] as {
    fibre: number | null;
    saturated_fat: number | null;
    sodium: number | null;
  };

describe('fibre, saturated fat and sodium on a food entry', () => {
  it('stores what was sent and answers with it; an entry without them keeps them unknown (null), not 0', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const r = await b.post('/api/food-entries', porridge);
    expect(r.status).toBe(201);
    expect(r.json).toMatchObject({ fibre: 8.3, saturatedFat: 8.5, sodium: 420 });
    expect(await stored(r.json.id)).toEqual({ fibre: 8.3, saturated_fat: 8.5, sodium: 420 });

    const stew = await b.post('/api/food-entries', { foodName: 'Stew', calories: 400 });
    expect(stew.json).toMatchObject({ fibre: null, saturatedFat: null, sodium: null });
    expect(await stored(stew.json.id)).toEqual({ fibre: null, saturated_fat: null, sodium: null });

    const list = (await b.get('/api/food-entries')).json as { foodName: string; sodium: number | null }[];
    expect(list.map((e) => [e.foodName, e.sodium])).toEqual([
      ['Stew', null],
      ['Porridge', 420],
    ]);
  });

  it('corrects them with PATCH (an emptied field is unknown again) and Undo brings them back as they were', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const { id } = (await b.post('/api/food-entries', porridge)).json;
    const changed = await b.request('PATCH', `/api/food-entries/${id}`, { fibre: 6, sodium: '' });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ fibre: 6, saturatedFat: 8.5, sodium: null });
    expect(await stored(id)).toEqual({ fibre: 6, saturated_fat: 8.5, sodium: null });

    expect((await b.request('DELETE', `/api/food-entries/${id}`)).status).toBe(204);
    const back = await b.post(`/api/food-entries/${id}/restore`, {});
    expect(back.status).toBe(200);
    expect(back.json).toMatchObject({ id, fibre: 6, saturatedFat: 8.5, sodium: null });
  });

  it('refuses values past the limits, and more saturated fat than fat, naming the field and storing nothing', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const refused = async (body: object, message: string) => {
      const r = await b.post('/api/food-entries', { ...porridge, ...body });
      expect(r.status).toBe(400);
      expect(r.json.message).toBe(message);
    };
    await refused({ sodium: 50001 }, 'sodium: must be at most 50000');
    await refused({ sodium: -1 }, 'sodium: must not be negative');
    await refused({ fibre: 2001 }, 'fibre: must be at most 2000');
    const above = 'saturatedFat: cannot be more than fat (saturated fat is part of the fat)';
    await refused({ saturatedFat: 31 }, above);
    expect((await b.get('/api/food-entries')).json).toEqual([]);
    // Fibre may exceed the carbs: EU labels count carbohydrate without it.
    expect((await b.post('/api/food-entries', { ...porridge, carbs: 5, fibre: 8.3 })).status).toBe(201);

    // Against the stored fat (30.2) when fat is not sent; with both, against the fat sent.
    const { id } = (await b.post('/api/food-entries', porridge)).json;
    const alone = await b.request('PATCH', `/api/food-entries/${id}`, { saturatedFat: 31 });
    expect(alone.status).toBe(400);
    expect(alone.json.message).toBe(above);
    expect((await b.request('PATCH', `/api/food-entries/${id}`, { fat: 8, saturatedFat: 9 })).status).toBe(400);
    expect((await b.request('PATCH', `/api/food-entries/${id}`, { fat: 40, saturatedFat: 31 })).status).toBe(200);
    expect(await stored(id)).toEqual({ fibre: 8.3, saturated_fat: 31, sodium: 420 });
    // Another member's entry stays a 404 on the path that reads the stored fat.
    const other = await signedInBrowser(ctx.api.base);
    expect((await other.request('PATCH', `/api/food-entries/${id}`, { saturatedFat: 1 })).status).toBe(404);
  });

  it("answers food search with the reference table's figures per 100 g and what was logged last time", async () => {
    const b = await signedInBrowser(ctx.api.base);
    await b.post('/api/food-entries', { ...porridge, foodName: 'Almonds', fat: 50, saturatedFat: 3.8 });
    const r = (await b.get('/api/foods/search?q=almonds')).json as {
      name: string;
      per100g: object | null;
      lastLogged: object | null;
    }[];
    const almonds = r.find((x) => x.name === 'Almonds')!;
    // FDC SR 12061: fibre 12.5 g, saturated 3.8 g, sodium 1 mg per 100 g.
    expect(almonds.per100g).toMatchObject({ fibre: 12.5, saturatedFat: 3.8, sodium: 1 });
    expect(almonds.lastLogged).toMatchObject({ fibre: 8.3, saturatedFat: 3.8, sodium: 420 });
  });

  it('puts them in the account export, JSON and CSV (an unknown value empty)', async () => {
    const b = await signedInBrowser(ctx.api.base);
    await b.post('/api/food-entries', porridge);
    const res = await fetch(`${ctx.api.base}/api/account/export`, { headers: { cookie: b.sessionCookie } });
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const json = JSON.parse(strFromU8(files['food-entries.json']!));
    expect(json[0]).toMatchObject({ fibre: 8.3, saturated_fat: 8.5, sodium: 420 });
    const [header, row] = strFromU8(files['food-entries.csv']!).trim().split(/\r?\n/);
    const cells = Object.fromEntries(header!.split(',').map((h, i) => [h, row!.split(',')[i]]));
    expect(cells).toMatchObject({ sugars: '', fibre: '8.3', saturated_fat: '8.5', sodium: '420' });
  });
});
