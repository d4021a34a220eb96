import sharp from 'sharp';
import { dropQueueKeys } from '../../../tools/testing/index.mjs';
import {
  createTestDatabase,
  multipartForm,
  signedInBrowser,
  spawnWorker,
  startApi,
  type RunningApi,
  type WorkerProcess,
} from './harness';
import { Client } from 'pg';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `test-bombs-${process.pid}-${Date.now().toString(36)}`;

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let api: RunningApi;
let worker: WorkerProcess;
let pg: Client;
/** 8000 x 8000 of one colour as AVIF: under 1 KB, about 1.2 GB once decoded whole. */
let bomb: Buffer;

beforeAll(async () => {
  db = await createTestDatabase();
  api = await startApi(db.url, { QUEUE_PREFIX: PREFIX });
  worker = await spawnWorker({ QUEUE_PREFIX: PREFIX, DATABASE_URL: db.url });
  pg = new Client({ connectionString: db.url });
  await pg.connect();
  bomb = await sharp({ create: { width: 8000, height: 8000, channels: 3, background: '#808080' } })
    .avif({ quality: 20, effort: 0 })
    .toBuffer();
}, 60000);

afterAll(async () => {
  await pg?.end();
  await worker?.stop();
  await api?.close();
  await dropQueueKeys(REDIS_URL, PREFIX);
  await db?.drop();
});

const stored = async () =>
  (
    await pg.query(
      `SELECT (SELECT count(*) FROM profile_images)::int AS profile, (SELECT count(*) FROM community_posts)::int AS posts,
              (SELECT count(*) FROM food_entries)::int AS entries, (SELECT count(*) FROM food_photos)::int AS photos`,
    )
  ).rows[0];

const NOT_A_PHOTO = { statusCode: 415, message: 'The file is not a photo we can read (JPEG, PNG or WebP).' };

describe('a 1 KB AVIF claiming 64 megapixels', () => {
  it('is that small and says it is that large', async () => {
    expect(bomb.length).toBeLessThan(2048);
    expect(await sharp(bomb, { limitInputPixels: false }).metadata()).toMatchObject({ width: 8000, height: 8000 });
  });

  it('is refused by its bytes on all four routes that take a photo, storing nothing', async () => {
    const b = await signedInBrowser(api.base);
    const before = await stored();
    const file = { bytes: bomb, name: 'lunch.jpg', type: 'image/jpeg' };

    const avatar = await b.request('POST', '/api/upload-profile-image', multipartForm({}, file));
    const post = await b.request('POST', '/api/community-posts', multipartForm({ content: 'Look at this' }, file));
    const entry = await b.request(
      'POST',
      '/api/food-entries',
      multipartForm(
        { foodName: 'Salad', mealType: 'lunch', calories: '300', protein: '10', carbs: '20', fat: '12' },
        file,
      ),
    );
    const analysis = await b.post('/api/analyze-food', {
      imageData: `data:image/jpeg;base64,${bomb.toString('base64')}`,
      mealType: 'lunch',
    });

    for (const r of [avatar, post, entry, analysis])
      expect({ status: r.status, json: r.json }).toMatchObject({
        status: 415,
        json: NOT_A_PHOTO,
      });
    expect(await stored()).toEqual(before);
    expect((await b.get('/api/user-profile')).json.profileImageUrl).toBeNull();
  });

  it('leaves the API and the worker working: a real photo goes through both afterwards', async () => {
    const b = await signedInBrowser(api.base);
    const jpeg = await sharp({ create: { width: 1600, height: 1200, channels: 3, background: '#2a9d8f' } })
      .jpeg()
      .toBuffer();
    const avatar = await b.request(
      'POST',
      '/api/upload-profile-image',
      multipartForm({}, { bytes: jpeg, name: 'me.jpg', type: 'image/jpeg' }),
    );
    expect(avatar.status).toBe(201);
    // Without an AI key the worker answers with its estimate, after it has checked the photo.
    const analysis = await b.post('/api/analyze-food', {
      imageData: `data:image/jpeg;base64,${jpeg.toString('base64')}`,
      mealType: 'lunch',
    });
    expect(analysis.json.code).toBe('AI_KEY_NOT_CONFIGURED');
  });
});
