import sharp from 'sharp';
import { apiWithDatabase, signedInBrowser } from './harness';

const ctx = apiWithDatabase();

const jpeg = () =>
  sharp({ create: { width: 64, height: 48, channels: 3, background: '#2a9d8f' } })
    .jpeg()
    .toBuffer();
const today = (tz: string) => new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(new Date());
const localTime = (iso: string, tz: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: tz }).format(
    new Date(iso),
  );

describe('portions, moving an entry, and Undo of a delete', () => {
  it('stores a portion with the entry, and a correction can change it and move the entry to another time', async () => {
    const tz = 'Europe/Berlin';
    const b = await signedInBrowser(ctx.api.base);
    const other = await signedInBrowser(ctx.api.base);
    const rice = { foodName: 'Rice, cooked', mealType: 'lunch', calories: 311, carbs: 67, tz };
    const created = await b.post('/api/food-entries', { ...rice, portionAmount: 1.5, portionUnit: 'cup' });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ portionAmount: 1.5, portionUnit: 'cup' });
    // Typed as a whole: no portion.
    expect((await b.post('/api/food-entries', { ...rice })).json).toMatchObject({
      portionAmount: null,
      portionUnit: null,
    });
    // An amount without its unit is refused.
    expect((await b.post('/api/food-entries', { ...rice, portionAmount: 2 })).status).toBe(400);

    const id = created.json.id as string;
    const r = await b.request('PATCH', `/api/food-entries/${id}`, {
      portionAmount: 2,
      portionUnit: 'cup',
      calories: 414,
      time: '08:15',
      date: today(tz),
      tz,
    });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ id, portionAmount: 2, portionUnit: 'cup', calories: 414 });
    expect(localTime(r.json.createdAt, tz)).toBe('08:15');
    const listed = (await b.get(`/api/food-entries?date=${today(tz)}&tz=${tz}`)).json as { id: string }[];
    expect(listed.map((e) => e.id)).toContain(id);

    // A time alone keeps the entry on its day.
    const moved = await b.request('PATCH', `/api/food-entries/${id}`, { time: '21:40', tz });
    expect(localTime(moved.json.createdAt, tz)).toBe('21:40');

    for (const bad of [{ date: today(tz) }, { time: '25:00' }, { time: '10:00', date: '2000-01-01', tz }]) {
      const res = await b.request('PATCH', `/api/food-entries/${id}`, bad);
      expect({ bad, status: res.status }).toEqual({ bad, status: 400 });
    }
    expect((await other.request('PATCH', `/api/food-entries/${id}`, { time: '09:00', tz })).status).toBe(404);
  });

  it('brings a deleted entry back as it was, photo included, for its owner only and only once', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const other = await signedInBrowser(ctx.api.base);
    const form = new FormData();
    for (const [k, v] of Object.entries({
      foodName: 'Salmon bowl',
      calories: '640',
      mealType: 'dinner',
      analysisMethod: 'camera',
      portionAmount: '1',
      portionUnit: 'bowl',
    }))
      form.append(k, v);
    form.append('image', new Blob([new Uint8Array(await jpeg())], { type: 'image/jpeg' }), 'food-photo.jpg');
    const entry = (await b.request('POST', '/api/food-entries', form)).json;
    expect(entry.imageUrl).toMatch(/^\/api\/food-photos\//);

    expect((await b.request('DELETE', `/api/food-entries/${entry.id}`)).status).toBe(204);
    // Someone else cannot bring it back, nor learn that it exists.
    expect((await other.post(`/api/food-entries/${entry.id}/restore`, {})).status).toBe(404);

    const back = await b.post(`/api/food-entries/${entry.id}/restore`, {});
    expect(back.status).toBe(200);
    expect(back.json).toEqual(entry);
    const photo = await b.get(entry.imageUrl);
    expect(photo.status).toBe(200);
    expect((await b.post(`/api/food-entries/${entry.id}/restore`, {})).status).toBe(404);

    // Too late: once the time is up the entry stays deleted and its photo is removed.
    expect((await b.request('DELETE', `/api/food-entries/${entry.id}`)).status).toBe(204);
    await ctx.pg.query(`UPDATE deleted_food_entries SET deleted_at = now() - interval '2 minutes' WHERE id = $1`, [
      entry.id,
    ]);
    expect((await b.post(`/api/food-entries/${entry.id}/restore`, {})).status).toBe(404);
    const spare = (await b.post('/api/food-entries', { foodName: 'Tea', calories: 2 })).json;
    expect((await b.request('DELETE', `/api/food-entries/${spare.id}`)).status).toBe(204);
    expect((await b.get(entry.imageUrl)).status).toBe(404);
    expect((await ctx.pg.query('SELECT 1 FROM deleted_food_entries WHERE id = $1', [entry.id])).rowCount).toBe(0);
  });

  it('needs a session and a well-formed id', async () => {
    const b = await signedInBrowser(ctx.api.base);
    expect((await b.post('/api/food-entries/not-a-uuid/restore', {})).status).toBe(400);
    const res = await fetch(`${ctx.api.base}/api/food-entries/00000000-0000-4000-8000-000000000000/restore`, {
      method: 'POST',
    });
    expect(res.status).toBe(401);
  });
});
