import { ANALYSIS_QUEUE, healthSyncJobId } from '@chairside/contracts';
import { Queue } from 'bullmq';
import { Client } from 'pg';
import {
  createTestDatabase,
  signedInBrowser,
  spawnWorker,
  startApi,
  type Browser,
  type RunningApi,
  type WorkerProcess,
} from './harness';
import { dropQueueKeys } from '../../../tools/testing/index.mjs';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `test-health-${process.pid}-${Date.now().toString(36)}`;

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let api: RunningApi;
let worker: WorkerProcess;
let user: Browser;
let sql: Client;

async function logExercise(b: Browser, name: string, minutes: number, kcal: number): Promise<void> {
  // The exercise remote's own call is not built yet: the row goes in as that call would store it.
  const me = await b.get('/api/auth/user');
  await sql.query(
    `INSERT INTO exercise_entries (user_id, exercise_type, name, duration, intensity, calories_burned) VALUES ($1, 'run', $2, $3, 'medium', $4)`,
    [me.json.id, name, minutes, kcal],
  );
}

beforeAll(async () => {
  db = await createTestDatabase();
  sql = new Client({ connectionString: db.url });
  await sql.connect();
  // The double-click test below syncs one user about 40 times; the limit has its own test.
  api = await startApi(db.url, { QUEUE_PREFIX: PREFIX, HEALTH_SYNCS_PER_USER_PER_HOUR: '1000' });
  worker = await spawnWorker({ QUEUE_PREFIX: PREFIX, DATABASE_URL: db.url });
  user = await signedInBrowser(api.base);
});

afterAll(async () => {
  await worker?.stop();
  await api?.close();
  await sql?.end();
  await dropQueueKeys(REDIS_URL, PREFIX);
  await db?.drop();
});

describe('health integrations', () => {
  it('lists both platforms, not connected, and refuses to sync before connecting', async () => {
    const list = await user.get('/api/health-integrations');
    expect(list.json).toEqual([
      { platform: 'apple_health', connected: false, lastSync: null, syncData: null },
      { platform: 'google_fit', connected: false, lastSync: null, syncData: null },
    ]);
    const sync = await user.post('/api/health-integrations/apple_health/sync');
    expect(sync.status).toBe(409);
    expect(sync.json.message).toBe('Connect Apple Health before syncing.');
    expect((await user.post('/api/health-integrations/fitbit/connect')).status).toBe(400);
  });

  it('connects, then a sync exports the entries since the last sync as FHIR R4 and CSV', async () => {
    const connected = await user.post('/api/health-integrations/apple_health/connect');
    expect(connected.json).toEqual({ platform: 'apple_health', connected: true, lastSync: null, syncData: null });

    await user.post('/api/food-entries', {
      foodName: '=1+2 smoothie, berries',
      mealType: 'breakfast',
      calories: 180,
      protein: 15,
      carbs: 20,
      fat: 4.5,
      sugars: 16,
    });
    await logExercise(user, 'Lunchtime run', 30, 320);

    const sync = await user.post('/api/health-integrations/apple_health/sync');
    expect(sync.status).toBe(200);
    expect(sync.json).toMatchObject({
      success: true,
      platform: 'apple_health',
      syncedData: { entriesUploaded: 2, dataTypes: ['nutrition', 'exercise'], status: 'completed' },
    });

    const list = await user.get('/api/health-integrations');
    expect(list.json[0]).toMatchObject({
      platform: 'apple_health',
      connected: true,
      lastSync: sync.json.lastSync,
      syncData: { entriesUploaded: 2 },
    });

    const fhir = await user.get('/api/health-integrations/apple_health/export');
    expect(fhir.status).toBe(200);
    expect(fhir.headers.get('content-type')).toContain('application/fhir+json');
    expect(fhir.headers.get('content-disposition')).toMatch(
      /^attachment; filename="chairside-apple-health-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const bundle = fhir.json;
    expect(bundle).toMatchObject({ resourceType: 'Bundle', type: 'collection', total: 2 });
    const [food, run] = bundle.entry.map((e: { resource: unknown }) => e.resource);
    expect(food).toMatchObject({
      resourceType: 'Observation',
      status: 'final',
      code: { coding: [{ system: 'http://loinc.org', code: '9052-2' }], text: '=1+2 smoothie, berries (breakfast)' },
      valueQuantity: { value: 180, unit: 'kcal', system: 'http://unitsofmeasure.org', code: 'kcal' },
    });
    expect(food.component.map((c: { valueQuantity: { value: number } }) => c.valueQuantity.value)).toEqual([
      15, 20, 4.5, 16,
    ]);
    expect(run).toMatchObject({
      code: { coding: [{ code: '41981-2' }], text: 'Lunchtime run' },
      valueQuantity: { value: 320 },
      component: [{ valueQuantity: { value: 30, unit: 'min' } }],
    });

    const csv = await user.request('GET', '/api/health-integrations/apple_health/export?format=csv');
    expect(csv.headers.get('content-type')).toContain('text/csv');
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'type,date,name,meal_or_activity,calories,protein_g,carbs_g,fat_g,sugars_g,duration_min,intensity',
    );
    expect(lines).toHaveLength(3);
    // A spreadsheet must not run a food name as a formula.
    expect(lines.find((l) => l.startsWith('nutrition'))).toContain(
      `"'=1+2 smoothie, berries",breakfast,180,15,20,4.5,16,,`,
    );
  });

  it('exports only what is new on the next sync', async () => {
    await user.post('/api/food-entries', { foodName: 'Apple', mealType: 'snack', calories: 95 });
    const sync = await user.post('/api/health-integrations/apple_health/sync');
    expect(sync.json.syncedData.entriesUploaded).toBe(1);
    const exports = async () => Number((await sql.query(`SELECT count(*) FROM health_exports`)).rows[0].count);
    const before = await exports();
    // Three clicks in three seconds with nothing new: no new export; the download is still the last one.
    for (let i = 0; i < 3; i++) {
      const again = await user.post('/api/health-integrations/apple_health/sync');
      expect(again.json).toMatchObject({ success: true, syncedData: { entriesUploaded: 0 } });
    }
    expect(await exports()).toBe(before);
    const csv = await user.get('/api/health-integrations/apple_health/export?format=csv');
    expect(csv.text).toContain('Apple');
  });

  // A double click sends the lastSync the screen showed twice; whether the second arrives while
  // the first runs or after it finished (its job gone from Redis or not), one export is made and both
  // clicks get its answer. Looped, because the order of the two is up to the machine.
  it('runs a double click once, always', async () => {
    const me = (await user.get('/api/auth/user')).json.id as string;
    const queue = new Queue(ANALYSIS_QUEUE, { connection: { url: REDIS_URL }, prefix: PREFIX });
    try {
      for (let round = 0; round < 15; round++) {
        await user.post('/api/food-entries', { foodName: `Banana ${round}`, mealType: 'snack', calories: 105 });
        const shown = (await user.get('/api/health-integrations')).json[0].lastSync as string | null;
        const before = Number((await sql.query(`SELECT count(*) FROM health_exports`)).rows[0].count);
        const click = () => user.post('/api/health-integrations/apple_health/sync', { since: shown });
        let a, b;
        if (round % 2) {
          // Odd rounds: the second click after the first finished and its job left Redis (retention is
          // only minutes; a job may also be gone at once): only the database can tell it is the same sync.
          a = await click();
          const jobId = healthSyncJobId(me, 'apple_health', shown);
          expect(await queue.remove(jobId)).toBe(1);
          b = await click();
        } else [a, b] = await Promise.all([click(), click()]);
        expect([a.status, b.status]).toEqual([200, 200]);
        expect(a.json).toEqual(b.json);
        expect(a.json.syncedData.entriesUploaded).toBe(1);
        expect(Number((await sql.query(`SELECT count(*) FROM health_exports`)).rows[0].count)).toBe(before + 1);
      }
    } finally {
      await queue.close();
    }
  });

  it('answers a click with an old starting point with the export that moved it, and a new click syncs', async () => {
    const shown = (await user.get('/api/health-integrations')).json[0].lastSync as string;
    await user.post('/api/food-entries', { foodName: 'Kiwi', mealType: 'snack', calories: 42 });
    const first = await user.post('/api/health-integrations/apple_health/sync', { since: shown });
    expect(first.json.syncedData.entriesUploaded).toBe(1);
    await user.post('/api/food-entries', { foodName: 'Plum', mealType: 'snack', calories: 30 });
    await user.post('/api/food-entries', { foodName: 'Fig', mealType: 'snack', calories: 30 });
    const next = await user.post('/api/health-integrations/apple_health/sync', { since: first.json.lastSync });
    expect(next.json.syncedData.entriesUploaded).toBe(2);
    expect(next.json.lastSync > first.json.lastSync).toBe(true);
    // A click that saw the old starting point, arriving after both: the first export's answer, not the latest.
    const late = await user.post('/api/health-integrations/apple_health/sync', { since: shown });
    expect(late.json).toEqual(first.json);
  });

  it('answers a clear 503 when the database is away from the worker, and a retry then runs again', async () => {
    await user.post('/api/food-entries', { foodName: 'Pear', mealType: 'snack', calories: 101 });
    await worker.stop();
    const broken = await spawnWorker({ QUEUE_PREFIX: PREFIX, DATABASE_URL: `${db.url}_gone` });
    const failed = await user.post('/api/health-integrations/apple_health/sync');
    expect(failed.status).toBe(503);
    expect(failed.json.message).toBe('The database is not answering right now. Please try again in a minute.');
    await broken.stop();

    worker = await spawnWorker({ QUEUE_PREFIX: PREFIX, DATABASE_URL: db.url });
    const retried = await user.post('/api/health-integrations/apple_health/sync');
    expect(retried.status).toBe(200);
    expect(retried.json.syncedData.entriesUploaded).toBe(1);
  });

  it('limits syncs per user and hour, like the other writes: 429 with the wait, nothing queued', async () => {
    const strict = await startApi(db.url, { QUEUE_PREFIX: PREFIX, HEALTH_SYNCS_PER_USER_PER_HOUR: '3' });
    try {
      const b = await signedInBrowser(strict.base);
      await b.post('/api/health-integrations/google_fit/connect');
      for (let i = 0; i < 3; i++) expect((await b.post('/api/health-integrations/google_fit/sync')).status).toBe(200);
      const refused = await b.post('/api/health-integrations/google_fit/sync');
      expect(refused.status).toBe(429);
      expect(refused.headers.get('retry-after')).toMatch(/^\d+$/);
      expect(refused.json.message).toMatch(
        /^You have synced 3 times in the last hour\. Please wait (\d+ minutes?|1 hour)( and \d+ minutes?)? before syncing again\.$/,
      );
      // Another member is not held back by this one.
      const other = await signedInBrowser(strict.base);
      await other.post('/api/health-integrations/google_fit/connect');
      expect((await other.post('/api/health-integrations/google_fit/sync')).status).toBe(200);
    } finally {
      await strict.close();
    }
  });

  it("keeps one user's export from another, and disconnects", async () => {
    const other = await signedInBrowser(api.base);
    expect((await other.get('/api/health-integrations/apple_health/export')).status).toBe(404);
    expect((await other.get('/api/health-integrations')).json[0].connected).toBe(false);

    const off = await user.post('/api/health-integrations/apple_health/disconnect');
    expect(off.json).toMatchObject({ platform: 'apple_health', connected: false });
    expect((await user.post('/api/health-integrations/apple_health/sync')).status).toBe(409);
  });
});
