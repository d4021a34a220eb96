import { Redis } from 'ioredis';
import sharp from 'sharp';
import { startOpenFoodFactsFake } from '../../../tools/fakes/open-food-facts.mjs';
import { OPENAI_ERRORS, startOpenAiFake } from '../../../tools/fakes/openai-compatible.mjs';
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
import { dropQueueKeys } from '../../../tools/testing/index.mjs';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `test-analysis-${process.pid}-${Date.now().toString(36)}`;

const SALMON = {
  foodName: 'Grilled salmon with rice',
  calories: 612.4,
  protein: 41.26,
  carbs: 58,
  fat: 21.04,
  confidence: 0.82,
  note: 'About 150 g salmon and a cup of rice.',
  ingredients: ['salmon', 'rice', 'lemon'],
};

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let api: RunningApi;
let ai: Awaited<ReturnType<typeof startOpenAiFake>>;
let off: Awaited<ReturnType<typeof startOpenFoodFactsFake>>;
let worker: WorkerProcess | undefined;
let user: Browser;

const workerEnv = (extra: Record<string, string> = {}) => ({
  QUEUE_PREFIX: PREFIX,
  DATABASE_URL: db.url,
  AI_BASE_URL: ai.baseUrl,
  AI_MODEL: 'gpt-4o-mini',
  OFF_BASE_URL: off.baseUrl,
  ...extra,
});

async function photo(width: number, height: number, format: 'png' | 'jpeg' = 'png'): Promise<string> {
  const img = sharp({ create: { width, height, channels: 3, background: { r: 200, g: 120, b: 60 } } });
  const buf = await (format === 'png' ? img.png() : img.jpeg()).toBuffer();
  return `data:image/${format};base64,${buf.toString('base64')}`;
}

beforeAll(async () => {
  db = await createTestDatabase();
  ai = await startOpenAiFake();
  off = await startOpenFoodFactsFake();
  // One user runs every analysis of this file; the per-user rate limit has its own tests (analysis-limits).
  api = await startApi(db.url, { QUEUE_PREFIX: PREFIX, ANALYSES_PER_USER_PER_MINUTE: '1000' });
  user = await signedInBrowser(api.base);
});

afterAll(async () => {
  await worker?.stop();
  await api?.close();
  await Promise.all([ai?.close(), off?.close()]);
  await dropQueueKeys(REDIS_URL, PREFIX);
  await db?.drop();
});

describe('food photo without an AI key', () => {
  beforeAll(async () => {
    worker = await spawnWorker(workerEnv());
  });
  afterAll(async () => {
    await worker?.stop();
  });

  it('answers AI_KEY_NOT_CONFIGURED with a low-confidence estimate the user can correct', async () => {
    const r = await user.post('/api/analyze-food', { imageData: await photo(64, 64), mealType: 'dinner' });
    expect(r.status).toBe(503);
    expect(r.json).toMatchObject({
      statusCode: 503,
      code: 'AI_KEY_NOT_CONFIGURED',
      message: expect.stringContaining('AI_KEY_NOT_CONFIGURED'),
    });
    expect(r.json.estimate).toMatchObject({ foodName: 'Dinner (estimated)', calories: 700, ingredients: [] });
    expect(r.json.estimate.confidence).toBeLessThan(0.5);
    expect(ai.requests).toHaveLength(0);
  });

  it('still refuses what is not an image, by its bytes', async () => {
    const r = await user.post('/api/analyze-food', {
      imageData: `data:image/png;base64,${Buffer.from('%PDF-1.7 not a photo').toString('base64')}`,
      mealType: 'lunch',
    });
    expect(r.status).toBe(415);
    expect(r.json.message).toContain('not a photo');
  });
});

describe('food photo with an OpenAI-compatible vision model', () => {
  beforeAll(async () => {
    worker = await spawnWorker(workerEnv({ AI_API_KEY: ai.apiKey }));
  });
  afterAll(async () => {
    await worker?.stop();
  });
  beforeEach(() => {
    ai.requests.length = 0;
    ai.script.length = 0;
  });

  it('sends a downscaled JPEG and answers the validated, rounded result', async () => {
    ai.script.push(SALMON);
    const r = await user.post('/api/analyze-food', { imageData: await photo(3000, 2000), mealType: 'dinner' });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({ ...SALMON, calories: 612, protein: 41.3, fat: 21 });

    expect(ai.requests).toHaveLength(1);
    const sent = ai.requests[0]!.body as {
      model: string;
      response_format: { type: string };
      messages: { content: unknown }[];
    };
    expect(sent.model).toBe('gpt-4o-mini');
    expect(sent.response_format.type).toBe('json_schema');
    const parts = sent.messages[1]!.content as { type: string; text?: string; image_url?: { url: string } }[];
    expect(parts[0]!.text).toContain('dinner');
    const url = parts.find((p) => p.type === 'image_url')!.image_url!.url;
    expect(url.startsWith('data:image/jpeg;base64,')).toBe(true);
    const meta = await sharp(Buffer.from(url.split(',')[1]!, 'base64')).metadata();
    expect({ format: meta.format, width: meta.width, height: meta.height }).toEqual({
      format: 'jpeg',
      width: 1024,
      height: 683,
    });
  });

  it('asks the model for sugars and keeps them within 0..carbs', async () => {
    ai.script.push({ ...SALMON, sugars: 4.04 }, { ...SALMON, carbs: 30, sugars: 45 });
    const kept = await user.post('/api/analyze-food', { imageData: await photo(64, 64), mealType: 'dinner' });
    expect(kept.json).toMatchObject({ carbs: 58, sugars: 4, confidence: 0.82 });
    const sent = ai.requests[0]!.body as {
      messages: { content: string }[];
      response_format: { json_schema: { schema: { required: string[] } } };
    };
    expect(sent.messages[0]!.content).toContain('sugars');
    expect(sent.response_format.json_schema.schema.required).toContain('sugars');
    // More sugars than carbs cannot be: brought to the carbs, and the answer says it was adjusted.
    const capped = await user.post('/api/analyze-food', { imageData: await photo(64, 64), mealType: 'dinner' });
    expect(capped.json).toMatchObject({ carbs: 30, sugars: 30, confidence: 0.3 });
    expect(capped.json.note).toContain('brought within range');
  });

  it('keeps no photo in Redis once the caller has its answer', async () => {
    const redis = new Redis(REDIS_URL);
    const photoJobs = async () => {
      const keys = (await redis.keys(`${PREFIX}:*`)).filter((k) => /:\d+$/.test(k));
      const names = await Promise.all(
        keys.map((k) => redis.type(k).then((t) => (t === 'hash' ? redis.hget(k, 'name') : null))),
      );
      return names.filter((n) => n === 'analyzeFood').length;
    };
    try {
      ai.script.push(SALMON);
      const r = await user.post('/api/analyze-food', { imageData: await photo(400, 300), mealType: 'lunch' });
      expect(r.status).toBe(200);
      await eventually(async () => ((await photoJobs()) === 0 ? true : undefined), 50, 100);
    } finally {
      await redis.quit();
    }
  });

  it('asks once more when the model answers something unreadable, then gives a clear error', async () => {
    ai.script.push('Sure! It looks like a salad.', SALMON);
    const ok = await user.post('/api/analyze-food', { imageData: await photo(100, 100), mealType: 'lunch' });
    expect(ok.status).toBe(200);
    expect(ok.json.foodName).toBe(SALMON.foodName);
    expect(ai.requests).toHaveLength(2);

    ai.script.push({ ...SALMON, calories: 'plenty' }, 'not json');
    const bad = await user.post('/api/analyze-food', { imageData: await photo(100, 100), mealType: 'lunch' });
    expect(bad.status).toBe(502);
    expect(bad.json).toMatchObject({
      code: 'AI_PROVIDER_FAILED',
      message: 'The AI service gave an answer we could not read. Please try again.',
    });
    expect(ai.requests).toHaveLength(4);
  });

  it('retries a transient provider failure with back-off', async () => {
    ai.script.push(OPENAI_ERRORS.rateLimited, OPENAI_ERRORS.serverError, SALMON);
    const r = await user.post('/api/analyze-food', { imageData: await photo(100, 100), mealType: 'lunch' });
    expect(r.status).toBe(200);
    expect(r.json.foodName).toBe(SALMON.foodName);
    expect(ai.requests).toHaveLength(3);
  });

  it('does not retry a refusal (bad key) and says so', async () => {
    ai.script.push(OPENAI_ERRORS.invalidKey);
    const r = await user.post('/api/analyze-food', { imageData: await photo(100, 100), mealType: 'lunch' });
    expect(r.status).toBe(502);
    // Our words; the provider's own ('Incorrect API key provided…') go to the worker's log only.
    expect(r.json.message).toBe('Failed to analyze food. Please try again.');
    expect(r.text).not.toContain('Incorrect API key');
    expect(ai.requests).toHaveLength(1);
  });

  it('lets the configured model refine an exercise estimate, keeping the MET estimate when the answer is implausible', async () => {
    const refined = {
      name: 'Circuit class',
      description: 'Mixed circuit of rowing and kettlebells, moderate.',
      duration: 40,
      intensity: 'medium',
      caloriesBurned: 312.4,
    };
    ai.script.push(refined);
    const r = await user.post('/api/analyze-exercise', { description: '40 min circuit class, rowing and kettlebells' });
    expect(r.json).toEqual({ ...refined, caloriesBurned: 312 });
    const asked = ai.requests[0]!.body as { messages: { content: string }[] };
    expect(asked.messages[1]!.content).toContain('First estimate');

    ai.script.push({ ...refined, caloriesBurned: 9000 });
    const wild = await user.post('/api/analyze-exercise', {
      description: '40 min circuit class, rowing and kettlebells',
    });
    expect(wild.json).toMatchObject({ name: 'Rowing', duration: 40, caloriesBurned: 327 }); // the MET estimate: 7.0 × 70 kg × 2/3 h
  });

  it('rejects bad input before any work: no data URL, a wrong meal, too large', async () => {
    const notUrl = await user.post('/api/analyze-food', { imageData: 'hello', mealType: 'lunch' });
    expect(notUrl.status).toBe(400);
    expect(notUrl.json.message).toContain('imageData');
    const meal = await user.post('/api/analyze-food', { imageData: await photo(10, 10), mealType: 'brunch' });
    expect(meal.status).toBe(400);
    expect(meal.json.message).toContain('mealType');
    const huge = await user.post('/api/analyze-food', {
      imageData: `data:image/png;base64,${'A'.repeat(9 * 1024 * 1024)}`,
      mealType: 'lunch',
    });
    expect(huge.status).toBe(413);
    expect(ai.requests).toHaveLength(0);
  });

  it('needs a signed-in user, and reads no large body for anyone else', async () => {
    const post = async (imageData: string) =>
      (
        await fetch(`${api.base}/api/analyze-food`, {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: JSON.stringify({ imageData }),
        })
      ).status;
    expect(await post(await photo(10, 10))).toBe(401);
    expect(await post(`data:image/png;base64,${'A'.repeat(5 * 1024 * 1024)}`)).toBe(401);
    // Signed in, the same 5 MB body is read (and found not to be an image).
    expect(
      (
        await user.post('/api/analyze-food', {
          imageData: `data:image/png;base64,${'A'.repeat(5 * 1024 * 1024)}`,
          mealType: 'lunch',
        })
      ).status,
    ).toBe(415);
  });
});

describe('barcode lookup in Open Food Facts', () => {
  beforeAll(async () => {
    worker = await spawnWorker(workerEnv());
  });
  afterAll(async () => {
    await worker?.stop();
  });

  it('maps per-serving values when the product states a serving, naming itself to Open Food Facts', async () => {
    const r = await user.post('/api/lookup-barcode', { barcode: '3017620422003', mealType: 'breakfast' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      foodName: 'Nutella (Ferrero)',
      calories: 81,
      protein: 0.9,
      carbs: 8.6,
      fat: 4.6,
      sugars: 8.5, // the label's 8.45 g per serving
      saturatedFat: 1.6, // 1.59 g per serving
      sodium: 6, // 0.00642 g per serving, in mg
      confidence: 0.95,
      note: 'Per serving (15 g), from Open Food Facts.',
    });
    expect(r.json.ingredients.slice(0, 3)).toEqual(['Sugar', 'palm oil', 'hazelnuts 13%']);
    expect(off.requests[0]!.headers['user-agent']).toMatch(/^Chairside\//);
  });

  it('maps per-100 g values when no serving is known', async () => {
    const r = await user.post('/api/lookup-barcode', { barcode: '8076800195057' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      foodName: 'Spaghetti n.5 (Barilla)',
      calories: 359,
      protein: 13,
      carbs: 71,
      fat: 2,
      sugars: 3.5,
      fibre: 3,
      saturatedFat: 0.5,
      sodium: 5, // 0.0052 g per 100 g, in mg
    });
    expect(r.json.note).toContain('Per 100 g');
  });

  it('scales the label’s sugars per 100 ml to a 330 ml can', async () => {
    const r = await user.post('/api/lookup-barcode', { barcode: '5000112546415', mealType: 'snack' });
    expect(r.status).toBe(200);
    // 10.6 g per 100 ml × 330 / 100 = 34.98 → 35 g; the stated 139 kcal per serving wins.
    expect(r.json).toMatchObject({ foodName: 'Coca-Cola', calories: 139, carbs: 35, sugars: 35 });
  });

  it('caches hits and misses in Redis', async () => {
    const before = off.lookups('3017620422003');
    expect((await user.post('/api/lookup-barcode', { barcode: '3017620422003' })).status).toBe(200);
    expect(off.lookups('3017620422003')).toBe(before);

    const miss1 = await user.post('/api/lookup-barcode', { barcode: '4006381333931' });
    const miss2 = await user.post('/api/lookup-barcode', { barcode: '4006381333931' });
    expect([miss1.status, miss2.status]).toEqual([404, 404]);
    expect(miss1.json).toMatchObject({
      code: 'PRODUCT_NOT_FOUND',
      message: expect.stringContaining('Product not found'),
    });
    expect(off.lookups('4006381333931')).toBe(1);
    const redis = new Redis(REDIS_URL);
    expect(await redis.ttl(`${PREFIX}:chairside:off:4006381333931`)).toBeGreaterThan(0);
    redis.disconnect();
  });

  it('refuses a code with a wrong check digit or letters without asking Open Food Facts', async () => {
    const calls = off.requests.length;
    const wrong = await user.post('/api/lookup-barcode', { barcode: '3017620422004' });
    expect(wrong.status).toBe(400);
    expect(wrong.json.message).toBe('barcode: barcode check digit is wrong; please scan again');
    const letters = await user.post('/api/lookup-barcode', { barcode: 'ABC-123' });
    expect(letters.status).toBe(400);
    expect(letters.json.message).toContain('digits only');
    expect(off.requests.length).toBe(calls);
  });

  it('retries when Open Food Facts is briefly down, and says so when it stays down', async () => {
    off.state.failNext = 1;
    const r = await user.post('/api/lookup-barcode', { barcode: '5449000000996' }); // unknown here: a 404 after one retry
    expect(r.status).toBe(404);
    expect(off.lookups('5449000000996')).toBe(2);

    off.state.failNext = 3;
    const down = await user.post('/api/lookup-barcode', { barcode: '0012000161155' });
    expect(down.status).toBe(503);
    expect(down.json.message).toBe('Open Food Facts is not answering right now. Please try again in a minute.');
    off.state.failNext = 0;
  });
});

describe('a job that outlives the wait', () => {
  let slowApi: RunningApi;
  beforeAll(async () => {
    slowApi = await startApi(db.url, { QUEUE_PREFIX: PREFIX, ANALYSIS_WAIT_MS: '200' });
    worker = await spawnWorker(workerEnv({ AI_API_KEY: ai.apiKey }));
  });
  afterAll(async () => {
    await worker?.stop();
    await slowApi?.close();
  });

  it('answers 202 with a job id that its owner, and only its owner, can follow to the result', async () => {
    const owner = await signedInBrowser(slowApi.base);
    ai.script.push({ delayMs: 1000, content: SALMON });
    const r = await owner.post('/api/analyze-food', { imageData: await photo(50, 50), mealType: 'lunch' });
    expect(r.status).toBe(202);
    expect(r.json).toMatchObject({ status: 'pending', jobId: expect.any(String) });

    const stranger = await signedInBrowser(slowApi.base);
    expect((await stranger.get(`/api/analysis-jobs/${r.json.jobId}`)).status).toBe(404);

    const done = await eventually(async () => {
      const s = await owner.get(`/api/analysis-jobs/${r.json.jobId}`);
      return s.json.status === 'done' ? s.json : undefined;
    });
    expect(done).toMatchObject({
      id: r.json.jobId,
      kind: 'analyzeFood',
      status: 'done',
      result: { foodName: SALMON.foodName, calories: 612 },
    });
    // Reading a result never deletes it (its expiry does): the owner can read it again.
    expect((await owner.get(`/api/analysis-jobs/${r.json.jobId}`)).json).toMatchObject({ status: 'done' });
    // An id of the right shape that names no job is unknown; any other id is refused before Redis is asked.
    expect((await owner.get('/api/analysis-jobs/999999999999')).status).toBe(404);
    expect((await owner.get('/api/analysis-jobs/does-not-exist')).status).toBe(400);
  });
});

describe('voice and exercise analysis', () => {
  beforeAll(async () => {
    worker = await spawnWorker(workerEnv());
  });
  afterAll(async () => {
    await worker?.stop();
  });

  it('answers a named food and amount from the reference table, taking the parser’s units', async () => {
    const r = await user.post('/api/analyze-food-voice', {
      foodName: 'scrambled eggs',
      quantity: 2,
      unit: 'pieces',
      mealType: 'breakfast',
    });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      foodName: 'Scrambled eggs',
      calories: 143,
      protein: 12.6,
      carbs: 0.7,
      fat: 9.5,
      sugars: 0.4,
      // FDC SR 01123 per 100 g: no fibre, saturated 3.1 g, sodium 142 mg.
      fibre: 0,
      saturatedFat: 3.1,
      sodium: 142,
      confidence: 0.75,
      note: '2 pieces ≈ 100 g of eggs (USDA reference values).',
      ingredients: ['Eggs'],
    });
    const cups = await user.post('/api/analyze-food-voice', {
      foodName: 'rice',
      quantity: '1',
      unit: 'cups',
      mealType: 'lunch',
    });
    expect(cups.json).toMatchObject({ calories: 205, confidence: 0.9 });
  });

  it('says so when it does not know the food, and refuses a unit it cannot convert', async () => {
    const unknown = await user.post('/api/analyze-food-voice', {
      foodName: 'zorblax',
      quantity: 1,
      unit: null,
      mealType: 'snack',
    });
    expect(unknown.status).toBe(200);
    expect(unknown.json.confidence).toBeLessThan(0.5);
    expect(unknown.json.note).toContain('not in our reference table');
    const badUnit = await user.post('/api/analyze-food-voice', {
      foodName: 'rice',
      quantity: 1,
      unit: 'buckets',
      mealType: 'lunch',
    });
    expect(badUnit.status).toBe(400);
    expect(badUnit.json.message).toContain('unit must be one of');
    const noFood = await user.post('/api/analyze-food-voice', { foodName: '  ', quantity: 1, unit: 'cup' });
    expect(noFood.status).toBe(400);
  });

  it('estimates an exercise with the weight from the profile, or 70 kg', async () => {
    const fresh = await signedInBrowser(api.base);
    const noWeight = await fresh.post('/api/analyze-exercise', { description: 'hard run for 30 minutes' });
    expect(noWeight.status).toBe(200);
    expect(noWeight.json).toEqual({
      name: 'Running',
      description: 'Running, vigorous effort, 30 min at 11.5 MET for 70 kg.',
      duration: 30,
      intensity: 'high',
      caloriesBurned: 403,
    });

    expect((await fresh.put('/api/user-profile', { weight: 90 })).status).toBe(200);
    const heavier = await fresh.post('/api/analyze-exercise', { description: 'hard run for 30 minutes' });
    expect(heavier.json.caloriesBurned).toBe(518); // 11.5 × 90 × 0.5
    expect((await fresh.post('/api/analyze-exercise', { description: '' })).status).toBe(400);
  });
});
