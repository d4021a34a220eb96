import { Client } from 'pg';
import { dropQueueKeys } from '../../../tools/testing/index.mjs';
import {
  createTestDatabase,
  eventually,
  signedInBrowser,
  spawnWorker,
  startApi,
  type Browser,
  type RunningApi,
  type WorkerProcess,
} from './harness';

// Test files in each app's real column layout (docs/decisions.md, "Import from MyFitnessPal and
// Cronometer"), made here: MyFitnessPal's Nutrition Summary and Measurement Summary, Cronometer's
// Servings and Biometrics.

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `test-imports-${process.pid}-${Date.now().toString(36)}`;
const TZ = 'Europe/London';

const MFP_HEADER =
  'Date,Meal,Calories,Fat (g),Saturated Fat,Polyunsaturated Fat,Monounsaturated Fat,Trans Fat,Cholesterol,' +
  'Sodium (mg),Potassium,Carbohydrates (g),Fiber,Sugar,Protein (g),Vitamin A,Vitamin C,Calcium,Iron,Note';
const MFP_NUTRITION = [
  MFP_HEADER,
  '2026-10-01,Breakfast,"1,050.0",30.0,8.0,1,2,0,30,400.0,300,120.0,6.0,10.0,45.0,0,0,0,0,',
  '2026-10-01,Lunch,600.0,20.0,5.0,1,2,0,40,800.0,300,70.0,8.0,12.0,35.0,0,0,0,0,"salad, soup"',
  '2026-10-02,Dinner,700.0,25.0,9.0,1,2,0,50,900.0,300,60.0,,5.0,50.0,0,0,0,0,',
  '2026-10-02,Snacks,abc,1,1,0,0,0,0,1,0,1,1,1,1,0,0,0,0,',
  '2099-01-01,Dinner,500.0,1,1,0,0,0,0,1,0,1,1,1,1,0,0,0,0,',
].join('\r\n');
const MFP_MEASUREMENTS = 'Date,Weight\r\n2026-10-01,176.4\r\n2026-10-02,175.0\r\n';

const CRONO_SERVINGS = [
  'Day,Time,Group,Food Name,Amount,Energy (kcal),Alcohol (g),Caffeine (mg),Water (g),Carbs (g),Fiber (g),Starch (g),Sugars (g),Net Carbs (g),Fat (g),Saturated (g),Sodium (mg),Protein (g),Category',
  '2026-10-05,7:05 PM,Dinner,"Beef Steak, Tenderloin",150.00 g,306.00,0.00,0.00,90.00,0.00,0.00,0.00,0.00,0.00,13.50,5.20,61.50,46.01,Beef Products',
  '2026-10-05,8:15 AM,Breakfast,"Oats, Rolled",40.00 g,150.00,0.00,0.00,4.00,27.00,4.00,20.00,1.00,23.00,2.50,0.50,2.00,5.00,Cereal Grains',
  '2026-10-05,8:15 AM,Breakfast,"Oats, Rolled",40.00 g,150.00,0.00,0.00,4.00,27.00,4.00,20.00,1.00,23.00,2.50,0.50,2.00,5.00,Cereal Grains',
  '2026-10-05,,Breakfast,,1.00 cup,100.00,0,0,0,0,0,0,0,0,0,0,0,0,Cereal Grains',
].join('\n');
const CRONO_BIOMETRICS = [
  'Day,Time,Group,Metric,Unit,Amount',
  '2026-10-04,7:30 AM,Uncategorized,Weight,lbs,165.0',
  '2026-10-05,7:30 AM,Uncategorized,Weight,kg,80.0',
  '2026-10-05,7:30 AM,Uncategorized,Blood Pressure,mmHg,120/80',
].join('\n');

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let api: RunningApi;
let worker: WorkerProcess;
let sql: Client;

beforeAll(async () => {
  db = await createTestDatabase();
  sql = new Client({ connectionString: db.url });
  await sql.connect();
  api = await startApi(db.url, { QUEUE_PREFIX: PREFIX, IMPORTS_PER_USER_PER_HOUR: '6' });
  worker = await spawnWorker({ QUEUE_PREFIX: PREFIX, DATABASE_URL: db.url });
});

afterAll(async () => {
  await worker?.stop();
  await api?.close();
  await sql?.end();
  await dropQueueKeys(REDIS_URL, PREFIX);
  await db?.drop();
});

function upload(b: Browser, files: { name: string; text: string | Uint8Array }[], fields: Record<string, string> = {}) {
  const form = new FormData();
  form.append('tz', TZ);
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  for (const f of files)
    form.append(
      'files',
      new Blob([typeof f.text === 'string' ? f.text : new Uint8Array(f.text)], { type: 'text/csv' }),
      f.name,
    );
  return b.request('POST', '/api/imports', form);
}

/** Starts the import and polls its status until the worker has finished it. */
async function importAndWait(b: Browser, id: string) {
  const started = await b.post(`/api/imports/${id}/start`);
  expect(started.status).toBe(202);
  expect(['running', 'done']).toContain(started.json.status);
  return eventually(async () => {
    const s = (await b.get(`/api/imports/${id}`)).json;
    return s.status === 'done' || s.status === 'failed' ? s : undefined;
  });
}

const day = async (b: Browser, date: string) =>
  (await b.get(`/api/food-entries?date=${date}&tz=${encodeURIComponent(TZ)}`)).json as Record<string, unknown>[];

describe('import from MyFitnessPal', () => {
  it('previews the counts and skipped rows, imports them as a worker job, and adds nothing the second time', async () => {
    const b = await signedInBrowser(api.base);
    const files = [
      { name: 'Nutrition-Summary-2026-10-01-to-2026-10-02.csv', text: MFP_NUTRITION },
      { name: 'Measurement-Summary-2026-10-01-to-2026-10-02.csv', text: MFP_MEASUREMENTS },
    ];
    const preview = await upload(b, files, { weightUnit: 'lb' });
    expect(preview.status).toBe(201);
    expect(preview.json).toEqual({
      id: expect.any(String),
      files: [
        { name: files[0]!.name, kind: 'mfp-nutrition', rows: 5 },
        { name: files[1]!.name, kind: 'mfp-measurements', rows: 2 },
      ],
      days: 2,
      entries: 3,
      weighIns: 2,
      alreadyImported: 0,
      skippedCount: 2,
      skipped: [
        { file: files[0]!.name, row: 5, reason: 'Calories "abc" is not a number' },
        { file: files[0]!.name, row: 6, reason: 'Date 2099-01-01 is after today' },
      ],
    });
    // Nothing is written before Import.
    expect(await day(b, '2026-10-01')).toEqual([]);

    const done = await importAndWait(b, preview.json.id);
    expect(done).toEqual({
      id: preview.json.id,
      status: 'done',
      progress: 100,
      imported: { entries: 3, weighIns: 2 },
      message: null,
    });

    const first = await day(b, '2026-10-01');
    expect(first.map((e) => [e.foodName, e.mealType, e.calories])).toEqual(
      expect.arrayContaining([
        ['Breakfast from MyFitnessPal', 'breakfast', 1050],
        ['Lunch from MyFitnessPal', 'lunch', 600],
      ]),
    );
    // Breakfast at its usual 08:00 in London (BST, UTC+1), with every nutrient the row had.
    expect(first.find((e) => e.mealType === 'breakfast')).toMatchObject({
      protein: 45,
      carbs: 120,
      fat: 30,
      sugars: 10,
      fibre: 6,
      saturatedFat: 8,
      sodium: 400,
      createdAt: '2026-10-01T07:00:00.000Z',
    });
    // An empty Fiber cell is unknown, never 0.
    expect((await day(b, '2026-10-02'))[0]).toMatchObject({ foodName: 'Dinner from MyFitnessPal', fibre: null });
    // 176.4 lb / 2.20462 = 80.0138 → 80.01 kg; 175.0 lb → 79.3787 → 79.38 kg
    const weights = (await b.get('/api/weigh-ins?from=2026-10-01&to=2026-10-31')).json.weighIns;
    expect(
      weights.map((w: { date: string; weightKg: number; source: string }) => [w.date, w.weightKg, w.source]),
    ).toEqual([
      ['2026-10-01', 80.01, 'myfitnesspal'],
      ['2026-10-02', 79.38, 'myfitnesspal'],
    ]);

    // The same files again: the preview says so, and importing adds nothing.
    const again = await upload(b, files, { weightUnit: 'lb' });
    expect(again.json).toMatchObject({ days: 0, entries: 0, weighIns: 0, alreadyImported: 5, skippedCount: 2 });
    expect(await importAndWait(b, again.json.id)).toMatchObject({
      status: 'done',
      imported: { entries: 0, weighIns: 0 },
    });
    expect(await day(b, '2026-10-01')).toHaveLength(2);
    const stored = await sql.query(
      `SELECT count(*)::int AS n FROM food_entries WHERE user_id = (SELECT user_id FROM imports WHERE id = $1)`,
      [preview.json.id],
    );
    expect(stored.rows[0].n).toBe(3);
    // Once imported, the files' text is not kept.
    const kept = await sql.query('SELECT uploads FROM imports WHERE id = $1', [preview.json.id]);
    expect(kept.rows[0].uploads).toBeNull();
  });
});

describe('import from Cronometer', () => {
  it('imports servings at their time of day and weights in kg or lbs, and leaves a weight the member typed', async () => {
    const b = await signedInBrowser(api.base);
    expect((await b.put('/api/weigh-ins/2026-10-05', { weightKg: 70 })).status).toBeLessThan(300);
    const preview = await upload(b, [
      { name: 'servings.csv', text: CRONO_SERVINGS },
      { name: 'biometrics.csv', text: CRONO_BIOMETRICS },
    ]);
    expect(preview.status).toBe(201);
    expect(preview.json).toMatchObject({
      files: [
        { name: 'servings.csv', kind: 'cronometer-servings', rows: 4 },
        { name: 'biometrics.csv', kind: 'cronometer-biometrics', rows: 3 },
      ],
      // the same oats twice are two servings
      entries: 3,
      weighIns: 2,
      days: 2,
      skipped: [
        { file: 'servings.csv', row: 5, reason: 'Food Name is empty' },
        { file: 'biometrics.csv', row: 4, reason: 'Blood Pressure is not a weight (only weights are imported)' },
      ],
    });
    // The day with a typed weight keeps it: one of the two weigh-ins is written.
    expect(await importAndWait(b, preview.json.id)).toMatchObject({
      status: 'done',
      imported: { entries: 3, weighIns: 1 },
    });
    const entries = await day(b, '2026-10-05');
    expect(entries).toHaveLength(3);
    expect(entries.find((e) => e.mealType === 'dinner')).toMatchObject({
      foodName: 'Beef Steak, Tenderloin',
      calories: 306,
      protein: 46.01,
      fat: 13.5,
      saturatedFat: 5.2,
      sodium: 61.5,
      portionAmount: 150,
      portionUnit: 'g',
      // 7:05 PM in London (BST) is 18:05 UTC
      createdAt: '2026-10-05T18:05:00.000Z',
    });
    const weights = (await b.get('/api/weigh-ins?from=2026-10-01&to=2026-10-31')).json.weighIns;
    // 165.0 lb / 2.20462 = 74.8428 → 74.84 kg
    expect(
      weights.map((w: { date: string; weightKg: number; source: string }) => [w.date, w.weightKg, w.source]),
    ).toEqual([
      ['2026-10-04', 74.84, 'cronometer'],
      ['2026-10-05', 70, 'manual'],
    ]);
  });
});

describe('files that are not exports, and partial files', () => {
  it('refuses a wrong header, an unclosed quote, binary data and no file, naming the file and row', async () => {
    const b = await signedInBrowser(api.base);
    const wrong = await upload(b, [{ name: 'bank.csv', text: 'Date,Amount,Payee\n2026-10-01,12.50,Cafe\n' }]);
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toMatch(
      /^"bank.csv" is not a MyFitnessPal or Cronometer export we can read: .*\(row 1\)\.$/,
    );
    const quote = await upload(b, [
      { name: 'servings.csv', text: `${CRONO_SERVINGS}\n2026-10-06,,Lunch,"Soup,1 cup,90\n` },
    ]);
    expect(quote.status).toBe(400);
    expect(quote.json.message).toBe('"servings.csv" has a quote that is never closed (row 6).');
    const binary = await upload(b, [
      { name: 'export.csv', text: new Uint8Array([0x50, 0x4b, 0x03, 0x04, 0xff, 0xfe, 0x00]) },
    ]);
    expect(binary.status).toBe(400);
    expect(binary.json.message).toMatch(/^"export.csv" could not be read as text \(row 1\)/);
    const none = await b.request(
      'POST',
      '/api/imports',
      (() => {
        const f = new FormData();
        f.append('tz', TZ);
        return f;
      })(),
    );
    expect(none.status).toBe(400);
    // Nothing was kept of a refused upload.
    const id = (await b.get('/api/auth/user')).json.id;
    expect((await sql.query('SELECT count(*)::int AS n FROM imports WHERE user_id = $1', [id])).rows[0].n).toBe(0);
  });

  it('imports the valid rows of a partly broken file and lists each skipped row with its reason', async () => {
    const b = await signedInBrowser(api.base);
    const text = [
      MFP_HEADER,
      '2026-10-10,Breakfast,400.0,10,3,0,0,0,0,200,0,50,5,8,20,0,0,0,0,',
      '10/11/2026,Lunch,500.0,10,3,0,0,0,0,200,0,50,5,8,20,0,0,0,0,',
      '2026-10-11,,500.0,10,3,0,0,0,0,200,0,50,5,8,20,0,0,0,0,',
      '2026-10-11,Dinner,-5,10,3,0,0,0,0,200,0,50,5,8,20,0,0,0,0,',
      '2026-10-11,Dinner,25000,10,3,0,0,0,0,200,0,50,5,8,20,0,0,0,0,',
      '2026-10-11,Dinner,450.0,10,3,0,0,0,0,200,0,50,5,8,20,0,0,0,0,,extra',
      '2026-10-11,Dinner,450.0,10,3,0,0,0,0,200,0,50,5,8,20,0,0,0,0,',
    ].join('\n');
    const preview = await upload(b, [{ name: 'mfp.csv', text }]);
    expect(preview.json).toMatchObject({
      entries: 2,
      days: 2,
      skippedCount: 5,
      skipped: [
        { row: 3, reason: 'Date "10/11/2026" is not a date written YYYY-MM-DD' },
        { row: 4, reason: 'Meal is empty' },
        { row: 5, reason: 'Calories -5 is negative' },
        { row: 6, reason: 'Calories 25000 is more than 20000' },
        { row: 7, reason: 'has 21 cells but the header has 20' },
      ],
    });
    expect(await importAndWait(b, preview.json.id)).toMatchObject({ imported: { entries: 2, weighIns: 0 } });
    expect((await day(b, '2026-10-11')).map((e) => e.foodName)).toEqual(['Dinner from MyFitnessPal']);
  });

  it('refuses a file over the size limit', async () => {
    const b = await signedInBrowser(api.base);
    const big = `${MFP_HEADER}\n${'2026-10-10,Breakfast,400.0,10,3,0,0,0,0,200,0,50,5,8,20,0,0,0,0,\n'.repeat(90_000)}`;
    expect(big.length).toBeGreaterThan(5 * 1024 * 1024);
    const r = await upload(b, [{ name: 'huge.csv', text: big }]);
    expect(r.status).toBe(413);
  });
});

describe("an import is its member's", () => {
  it("answers another member's import as not found, needs a session, and limits uploads an hour", async () => {
    const owner = await signedInBrowser(api.base);
    const other = await signedInBrowser(api.base);
    const preview = await upload(owner, [{ name: 'Measurement-Summary.csv', text: MFP_MEASUREMENTS }]);
    expect(preview.status).toBe(201);
    // weights in kg unless the member says pounds: 176.4 kg is a weight too
    expect(preview.json).toMatchObject({ weighIns: 2, entries: 0 });
    const id = preview.json.id;
    expect((await other.get(`/api/imports/${id}`)).status).toBe(404);
    expect((await other.post(`/api/imports/${id}/start`)).status).toBe(404);
    expect((await owner.get(`/api/imports/${id}`)).json).toMatchObject({ status: 'previewed', progress: 0 });
    expect((await owner.get('/api/imports/not-a-uuid')).status).toBe(400);
    expect((await fetch(`${api.base}/api/imports/${id}`)).status).toBe(401);
    // IMPORTS_PER_USER_PER_HOUR is 6 here: the owner has used 1.
    for (let i = 0; i < 5; i++)
      expect((await upload(owner, [{ name: 'm.csv', text: MFP_MEASUREMENTS }])).status).toBe(201);
    const refused = await upload(owner, [{ name: 'm.csv', text: MFP_MEASUREMENTS }]);
    expect(refused.status).toBe(429);
    expect(refused.json.message).toMatch(/^You have uploaded 6 imports in the last hour\. Please wait/);
  });
});
