import { unzipSync } from 'fflate';
import sharp from 'sharp';
import { apiWithDatabase, multipartForm, signedInBrowser, type Browser } from './harness';

// Each member keeps at most PHOTOS_PER_USER photos and PHOTO_STORAGE_MB_PER_USER of them (meals and
// posts together); the download streams every photo, a page at a time.
const ctx = apiWithDatabase({ PHOTOS_PER_USER: '30', PHOTO_STORAGE_MB_PER_USER: '1' });

const jpeg = (colour = '#e9c46a') =>
  sharp({ create: { width: 320, height: 240, channels: 3, background: colour } })
    .jpeg()
    .toBuffer();
const idOf = async (b: Browser) => (await b.get('/api/auth/user')).json.id as string;
const mealWithPhoto = async (b: Browser) =>
  b.request(
    'POST',
    '/api/food-entries',
    multipartForm(
      { foodName: 'Soup', calories: '250', mealType: 'lunch' },
      { bytes: await jpeg(), name: 'soup.jpg', type: 'image/jpeg' },
    ),
  );
const postWithPhoto = async (b: Browser) =>
  b.request(
    'POST',
    '/api/community-posts',
    multipartForm({ content: 'Lunch' }, { bytes: await jpeg(), name: 'lunch.jpg', type: 'image/jpeg' }),
  );
const count = async (sql: string, id: string) => Number((await ctx.pg.query(sql, [id])).rows[0].count);
const FULL = {
  status: 409,
  json: {
    code: 'PHOTO_QUOTA_FULL',
    message:
      'Your photo storage is full (at most 30 photos or 1 MB). Delete older meals or posts with photos to add new ones.',
  },
};

/** `n` stored meal photos of `bytes` each, as uploads would have left them. */
async function storePhotos(userId: string, n: number, bytes: Buffer): Promise<void> {
  await ctx.pg.query(
    `INSERT INTO food_photos (user_id, jpeg, width, height) SELECT $1, $2, 320, 240 FROM generate_series(1, $3)`,
    [userId, bytes, n],
  );
}

describe('photo storage per member', () => {
  it('refuses a meal photo or a post photo at the count limit, saving neither the entry nor the post', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const id = await idOf(b);
    await storePhotos(id, 29, await jpeg());
    expect((await mealWithPhoto(b)).status).toBe(201); // the 30th
    const meal = await mealWithPhoto(b);
    const post = await postWithPhoto(b);
    for (const r of [meal, post]) expect({ status: r.status, json: r.json }).toMatchObject(FULL);
    expect(await count('SELECT count(*) FROM food_entries WHERE user_id = $1', id)).toBe(1);
    expect(await count('SELECT count(*) FROM community_posts WHERE user_id = $1', id)).toBe(0);
    // Without a photo nothing is in the way.
    expect((await b.post('/api/food-entries', { foodName: 'Tea', calories: 2 })).status).toBe(201);
    expect((await b.post('/api/community-posts', { content: 'Text only' })).status).toBe(201);
    // Deleting a meal with its photo makes room again.
    const entry = (await b.get('/api/food-entries')).json.find((e: { imageUrl?: string }) => e.imageUrl);
    expect((await b.request('DELETE', `/api/food-entries/${entry.id}`)).status).toBeLessThan(300);
    expect((await postWithPhoto(b)).status).toBe(201);
  });

  it('refuses at the byte limit, counting only this member’s photos', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const other = await signedInBrowser(ctx.api.base);
    await storePhotos(await idOf(b), 2, Buffer.alloc(512 * 1024, 1)); // 1 MB
    expect({ ...(await postWithPhoto(b)) }).toMatchObject(FULL);
    expect((await postWithPhoto(other)).status).toBe(201);
  });
});

describe('the download of a member with many photos and health exports', () => {
  it('holds every photo, byte for byte, and every export, across the pages they are read in', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const id = await idOf(b);
    const photo = await jpeg('#264653');
    await storePhotos(id, 45, photo);
    // 23 exports an hour apart: pages of 10, the last one short.
    await ctx.pg.query(
      `INSERT INTO health_exports (user_id, platform, created_at, entries_uploaded, fhir_bundle, csv)
       SELECT $1, 'apple_health', now() - g * interval '1 hour', g, jsonb_build_object('total', g), 'n,' || g
         FROM generate_series(1, 23) g`,
      [id],
    );
    const res = await fetch(`${ctx.api.base}/api/account/export`, { headers: { cookie: b.sessionCookie } });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));
    const meals = Object.keys(files).filter((n) => n.startsWith('photos/meals/'));
    const stored = (await ctx.pg.query('SELECT id FROM food_photos WHERE user_id = $1', [id])).rows.map(
      (r) => `photos/meals/${r.id}.jpg`,
    );
    expect(meals.sort()).toEqual(stored.sort());
    expect(meals.every((n) => Buffer.from(files[n]!).equals(photo))).toBe(true);
    const csvs = Object.keys(files).filter((n) => n.startsWith('health-exports/') && n.endsWith('.csv'));
    const bundles = Object.keys(files).filter((n) => n.endsWith('.fhir.json'));
    expect([csvs.length, bundles.length]).toEqual([23, 23]);
    const totals = bundles.map((n) => JSON.parse(Buffer.from(files[n]!).toString()).total).sort((x, y) => x - y);
    expect(totals).toEqual(Array.from({ length: 23 }, (_, i) => i + 1));
  });
});
