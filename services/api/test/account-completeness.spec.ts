import { ANALYSIS_QUEUE } from '@chairside/contracts';
import { Queue } from 'bullmq';
import { strFromU8, unzipSync } from 'fflate';
import { Client } from 'pg';
import sharp from 'sharp';
import { dropQueueKeys } from '../../../tools/testing/index.mjs';
import {
  createTestDatabase,
  eventually,
  multipartForm,
  newUser,
  signedInBrowser,
  spawnWorker,
  startApi,
  Browser,
  type RunningApi,
} from './harness';
import { SoftwareAuthenticator } from './software-authenticator';
import { PinResetService } from '../src/modules/pin-reset/pin-reset.service';
import { SsoLinksRepository } from '../src/modules/sso/sso-links.repository';

// Every table that refers to a member is in their download and is emptied when they leave. The
// list of tables is read from PostgreSQL's catalogue, so a table added later without its place in
// the export and the deletion fails here.

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `test-account-all-${process.pid}-${Date.now().toString(36)}`;

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let api: RunningApi;
let pg: Client;
let queue: Queue;

beforeAll(async () => {
  db = await createTestDatabase();
  api = await startApi(db.url, { QUEUE_PREFIX: PREFIX, ANALYSIS_WAIT_MS: '300' });
  pg = new Client({ connectionString: db.url });
  await pg.connect();
  queue = new Queue(ANALYSIS_QUEUE, { connection: { url: REDIS_URL } as never, prefix: PREFIX });
});

afterAll(async () => {
  await queue?.close();
  await pg?.end();
  await api?.close();
  await dropQueueKeys(REDIS_URL, PREFIX);
  await db?.drop();
});

const jpeg = () =>
  sharp({ create: { width: 640, height: 480, channels: 3, background: '#e76f51' } })
    .jpeg()
    .toBuffer();

/** Every (table, column) whose foreign key points at users(id). */
async function tablesReferringToUsers(): Promise<{ table: string; column: string }[]> {
  const { rows } = await pg.query(
    `SELECT c.conrelid::regclass::text AS table, a.attname AS column
       FROM pg_constraint c JOIN pg_attribute a ON a.attrelid = c.conrelid AND a.attnum = ANY (c.conkey)
      WHERE c.contype = 'f' AND c.confrelid = 'users'::regclass
      ORDER BY 1, 2`,
  );
  return rows;
}

/** How many rows of each table the download holds, read from its files. */
const IN_THE_DOWNLOAD: Record<string, (files: Record<string, Uint8Array>) => number> = {
  profiles: (f) => (json(f, 'account.json').profile ? 1 : 0),
  nutrition_goals: (f) => (json(f, 'account.json').nutritionGoals ? 1 : 0),
  nutrition_personalities: (f) => (json(f, 'account.json').nutritionPersonality ? 1 : 0),
  stretch_reminders: (f) => (json(f, 'account.json').stretchReminders ? 1 : 0),
  food_entries: (f) => json(f, 'food-entries.json').length,
  food_photos: (f) => Object.keys(f).filter((n) => n.startsWith('photos/meals/')).length,
  profile_images: (f) => Object.keys(f).filter((n) => n.startsWith('photos/profile/')).length,
  exercise_entries: (f) => json(f, 'exercise-entries.json').length,
  community_posts: (f) => json(f, 'community-posts.json').length,
  post_comments: (f) => json(f, 'community-comments.json').length,
  post_likes: (f) => json(f, 'community-likes.json').length,
  post_reports: (f) => json(f, 'community-reports.json').length,
  health_integrations: (f) => json(f, 'health-integrations.json').length,
  sso_links: (f) => json(f, 'sso-links.json').length,
  pin_resets: (f) => json(f, 'pin-resets.json').length,
  saved_meals: (f) => json(f, 'saved-meals.json').length,
  weigh_ins: (f) => json(f, 'weigh-ins.json').length,
  water_entries: (f) => json(f, 'water-entries.json').length,
  water_goals: (f) => (json(f, 'account.json').waterGoal ? 1 : 0),
  body_check_ins: (f) => json(f, 'body-check-ins.json').length,
  passkeys: (f) => json(f, 'passkeys.json').length,
  own_foods: (f) => json(f, 'own-foods.json').length,
  recipes: (f) => json(f, 'recipes.json').length,
  health_exports: (f) => Object.keys(f).filter((n) => n.startsWith('health-exports/') && n.endsWith('.csv')).length,
  imports: (f) => json(f, 'imports.json').length,
};
/** Tables that point at a member without being their data: what they are is said here. */
const NOT_THEIR_DATA: Record<string, string> = {
  login_devices: 'a signed device cookie of theirs, which proves nothing once the account is gone',
  deleted_food_entries: 'an entry deleted in the last minute, kept only so Undo can bring it back',
  imported_rows: 'a hash of each row an import wrote, holding nothing of the row, so a file is imported once',
};

function json(files: Record<string, Uint8Array>, name: string) {
  const file = files[name];
  if (!file) throw new Error(`${name} is not in the download`);
  return JSON.parse(strFromU8(file));
}

/** A member who has used every part of the product, down to an analysis still waiting in the queue. */
async function memberWhoDidEverything(): Promise<{ b: Browser; id: string; email: string; pin: string }> {
  const user = newUser('Everything Everywhere');
  const b = await signedInBrowser(api.base, user);
  const other = await signedInBrowser(api.base);
  const id = (await b.get('/api/auth/user')).json.id as string;
  const ok = (r: { status: number; text: string }, what: string) => {
    if (r.status >= 300) throw new Error(`${what}: ${r.status} ${r.text}`);
  };
  ok(await b.put('/api/user-profile', { weight: 72, height: 170 }), 'profile');
  ok(await b.put('/api/nutrition-goals', { calorieGoal: 1900, proteinGoal: 140, carbGoal: 180, fatGoal: 60 }), 'goals');
  ok(
    await b.post('/api/nutrition-personality', {
      personalityType: 'wellness_warrior',
      quizAnswers: Array.from({ length: 10 }, (_, i) => `Answer ${i + 1}`),
    }),
    'quiz',
  );
  // The profile's weight above is today's weigh-in; this is an earlier day's.
  ok(await b.put('/api/weigh-ins/2026-01-05', { weightKg: 73.4 }), 'weigh-in');
  ok(await b.put('/api/water-goal', { goal: 64, unit: 'floz' }), 'water goal');
  ok(await b.post('/api/water-entries', { amount: 8, unit: 'floz' }), 'water');
  const today = new Date().toISOString().slice(0, 10);
  ok(await b.put(`/api/body-check-ins/${today}`, { regions: { neck: { score: 3 } } }), 'body check-in');
  const reminders = (await b.get('/api/stretch-reminders')).json;
  ok(await b.put('/api/stretch-reminders', { ...reminders, enabled: true }), 'reminders');
  ok(
    await b.request(
      'POST',
      '/api/food-entries',
      multipartForm(
        { foodName: 'Salmon bowl', calories: '640', mealType: 'dinner', analysisMethod: 'camera' },
        { bytes: await jpeg(), name: 'meal.jpg', type: 'image/jpeg' },
      ),
    ),
    'food entry with photo',
  );
  const breakfast = (await b.post('/api/food-entries', { foodName: 'Porridge', calories: 310, mealType: 'breakfast' }))
    .json;
  ok(await b.post('/api/saved-meals', { name: 'Usual breakfast', entryIds: [breakfast.id] }), 'saved meal');
  ok(
    await b.post('/api/exercise-entries', {
      exerciseType: 'run',
      name: 'Run',
      duration: 30,
      intensity: 'medium',
      caloriesBurned: 300,
    }),
    'exercise',
  );
  const per100g = { calories: 389, protein: 16.9, carbs: 66.3, fat: 6.9 };
  ok(await b.post('/api/own-foods', { name: 'Oat bar', valuesPer: '100g', values: per100g }), 'own food');
  ok(
    await b.post('/api/recipes', {
      name: 'Porridge',
      servings: 2,
      ingredients: [{ foodName: 'Oats', amount: 80, unit: 'g', gramsPerUnit: 1, per100g }],
    }),
    'recipe',
  );
  ok(
    await b.request(
      'POST',
      '/api/upload-profile-image',
      multipartForm({}, { bytes: await jpeg(), name: 'me.jpg', type: 'image/jpeg' }),
    ),
    'avatar',
  );
  const mine = (
    await b.request(
      'POST',
      '/api/community-posts',
      multipartForm({ content: 'My lunch' }, { bytes: await jpeg(), name: 'lunch.jpg', type: 'image/jpeg' }),
    )
  ).json;
  const theirs = (await other.post('/api/community-posts', { content: 'Theirs' })).json;
  ok(await b.post(`/api/community-posts/${mine.id}/comments`, { content: 'First' }), 'comment');
  ok(await b.post(`/api/community-posts/${theirs.id}/like`), 'like');
  ok(await b.post(`/api/community-posts/${theirs.id}/report`), 'report');
  ok(await b.post('/api/health-integrations/apple_health/connect'), 'connect');
  const passkeyOptions = (await b.post('/api/auth/passkeys/registration-options', { pin: user.pin })).json;
  const passkey = new SoftwareAuthenticator(api.config.publicOrigin).create(passkeyOptions);
  ok(await b.post('/api/auth/passkeys', { name: 'Laptop', response: passkey }), 'passkey');
  // The export of a sync is written by the worker.
  const worker = await spawnWorker({ QUEUE_PREFIX: PREFIX, DATABASE_URL: db.url });
  try {
    ok(await b.post('/api/health-integrations/apple_health/sync'), 'sync');
    // An import from MyFitnessPal, written by the worker too.
    const form = new FormData();
    form.append('files', new Blob(['Date,Weight\n2026-01-04,74\n'], { type: 'text/csv' }), 'Measurement-Summary.csv');
    const imported = await b.request('POST', '/api/imports', form);
    ok(imported, 'import preview');
    ok(await b.post(`/api/imports/${imported.json.id}/start`), 'import');
    await eventually(async () =>
      (await b.get(`/api/imports/${imported.json.id}`)).json.status === 'done' ? true : undefined,
    );
  } finally {
    await worker.stop();
  }
  // A "Forgot PIN?" link (written to the log: no SMTP here), made after the answer.
  ok(await new Browser(api.base).post('/api/auth/pin-reset/request', { email: user.email }), 'pin reset');
  await api.app.get(PinResetService).settled();
  // A linked work account (signing in through a real provider is test/sso.spec.ts's part).
  await api.app.get(SsoLinksRepository).create(id, { issuer: 'https://sso.example', subject: id, email: user.email });
  // No worker now: this analysis waits in the queue (202 with its job id).
  const waiting = await b.post('/api/analyze-food-voice', {
    foodName: 'apple',
    quantity: 1,
    unit: 'pieces',
    mealType: 'snack',
  });
  expect(waiting.status).toBe(202);
  return { b, id, email: user.email, pin: user.pin };
}

describe('every table that refers to a member', () => {
  it('is in their download, row for row, and empty of them once they delete the account', async () => {
    const member = await memberWhoDidEverything();
    const tables = await tablesReferringToUsers();
    expect(tables.length).toBeGreaterThan(10);

    const res = await fetch(`${api.base}/api/account/export`, { headers: { cookie: member.b.sessionCookie } });
    expect(res.status).toBe(200);
    const files = unzipSync(new Uint8Array(await res.arrayBuffer()));

    for (const { table, column } of tables) {
      if (NOT_THEIR_DATA[table]) continue;
      const stored = Number(
        (await pg.query(`SELECT count(*) FROM ${table} WHERE ${column} = $1`, [member.id])).rows[0].count,
      );
      const exported = IN_THE_DOWNLOAD[table]?.(files);
      // At least one row each: a member who used everything has something in every table.
      expect({ table, stored: stored > 0, exported }).toEqual({ table, stored: true, exported: stored });
    }
    // A community photo belongs to its post, not directly to the member.
    expect(Object.keys(files).filter((n) => n.startsWith('photos/posts/'))).toHaveLength(1);

    const jobsOf = async () =>
      (await queue.getJobs(['waiting', 'prioritized', 'delayed', 'completed', 'failed'])).filter(
        (j) => j?.data?.userId === member.id,
      ).length;
    // The sync's and the import's finished jobs (kept so a repeated click joins them) and the analysis still waiting.
    expect(await jobsOf()).toBe(3);
    const keyed = async (sql: string, value: string) => Number((await pg.query(sql, [value])).rows[0].count);
    expect(await keyed(`SELECT count(*) FROM rate_limits WHERE key LIKE '%' || $1 || '%'`, member.id)).toBeGreaterThan(
      0,
    );
    // A wrong PIN from a browser that never signed in as them counts on their username.
    await new Browser(api.base).post('/api/auth/login', { username: member.email, pin: '000000' });
    expect(await keyed('SELECT count(*) FROM login_attempts WHERE username = $1', member.email)).toBeGreaterThan(0);

    expect((await member.b.request('DELETE', '/api/account', { pin: member.pin })).status).toBe(204);

    for (const { table, column } of tables) {
      const left = Number(
        (await pg.query(`SELECT count(*) FROM ${table} WHERE ${column} = $1`, [member.id])).rows[0].count,
      );
      expect({ table, left }).toEqual({ table, left: 0 });
    }
    // Columns that name a member without a foreign key (no cascade reaches them) are emptied too.
    const named = await pg.query(
      `SELECT table_name AS table, column_name AS column FROM information_schema.columns
        WHERE table_schema = 'public' AND column_name IN ('user_id', 'username')`,
    );
    expect(named.rows.map((r) => r.table)).toContain('login_attempts');
    for (const { table, column } of named.rows) {
      const value = column === 'username' ? member.email : member.id;
      const left = Number(
        (await pg.query(`SELECT count(*) FROM ${table} WHERE ${column} = $1`, [value])).rows[0].count,
      );
      expect({ table, left }).toEqual({ table, left: 0 });
    }
    expect(await keyed(`SELECT count(*) FROM rate_limits WHERE key LIKE '%' || $1 || '%'`, member.id)).toBe(0);
    expect(await keyed('SELECT count(*) FROM login_attempts WHERE username = $1', member.email)).toBe(0);
    expect(await jobsOf()).toBe(0);
  });
});
