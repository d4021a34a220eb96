import { FOOD_ENTRY_LIMITS } from '@chairside/contracts';
import sharp from 'sharp';
import { startHttpFake } from '../../../tools/fakes/http-fake.mjs';
import { OFF_PRODUCTS } from '../../../tools/fakes/open-food-facts.mjs';
import { startOpenAiFake } from '../../../tools/fakes/openai-compatible.mjs';
import {
  createTestDatabase,
  signedInBrowser,
  spawnWorker,
  startApi,
  startGateway,
  type Browser,
  type RunningApi,
  type WorkerProcess,
} from './harness';
import { dropQueueKeys } from '../../../tools/testing/index.mjs';

// Analysis hardening (decisions.md, "Hardening"), through the real gateway, API, worker, PostgreSQL and Redis: model answers
// brought within what a food entry accepts, the providers' own words kept out of the user's message,
// provider answers and Open Food Facts texts capped before they are parsed.

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `test-analysis-hardening-${process.pid}-${Date.now().toString(36)}`;
/** A string no message of ours contains: if it reaches an answer, a provider's words leaked. */
const PROVIDER_WORDS = 'QUOKKA-7731 provider internal text sk-live-abc';

/** An EAN-13 with its check digit, so the API lets it through to Open Food Facts. */
function ean13(first12: string): string {
  const sum = [...first12].reverse().reduce((s, d, i) => s + Number(d) * (i % 2 === 0 ? 3 : 1), 0);
  return `${first12}${(10 - (sum % 10)) % 10}`;
}
const CODES = {
  longTexts: ean13('400000000001'),
  hugeBody: ean13('400000000002'),
  refused: ean13('400000000003'),
};

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let api: RunningApi;
let gateway: Awaited<ReturnType<typeof startGateway>>;
let ai: Awaited<ReturnType<typeof startOpenAiFake>>;
let off: Awaited<ReturnType<typeof startHttpFake>>;
let worker: WorkerProcess;

beforeAll(async () => {
  db = await createTestDatabase();
  ai = await startOpenAiFake();
  off = await startHttpFake((req) => {
    const code = /\/product\/(\d+)\.json/.exec(req.url)?.[1];
    if (code === CODES.longTexts)
      return {
        status: 200,
        body: {
          code,
          status: 1,
          product: {
            product_name: `Granola ${'extra crunchy '.repeat(400)}`, // ~5,600 characters
            brands: 'Acme',
            ingredients_text: `${'oats (rolled, whole grain), '.repeat(2000)}${'x'.repeat(150_000)}`, // ~200 KB
            nutriments: { 'energy-kcal_100g': 450, proteins_100g: 9, carbohydrates_100g: 60, fat_100g: 18 },
          },
        },
      };
    if (code === CODES.hugeBody)
      return {
        status: 200,
        body: { code, status: 1, product: { ...OFF_PRODUCTS['8076800195057'], pad: 'p'.repeat(1024 * 1024) } },
      };
    if (code === CODES.refused) return { status: 403, body: `<html><body>${PROVIDER_WORDS}</body></html>` };
    return { status: 404, body: { code, status: 0, status_verbose: 'product not found' } };
  });
  api = await startApi(db.url, { QUEUE_PREFIX: PREFIX });
  gateway = await startGateway(api.base);
  worker = await spawnWorker({
    QUEUE_PREFIX: PREFIX,
    DATABASE_URL: db.url,
    AI_API_KEY: ai.apiKey,
    AI_BASE_URL: ai.baseUrl,
    OFF_BASE_URL: off.url,
  });
});

afterAll(async () => {
  await worker?.stop();
  await gateway?.stop();
  await api?.close();
  await Promise.all([ai?.close(), off?.close()]);
  await dropQueueKeys(REDIS_URL, PREFIX);
  await db?.drop();
});

beforeEach(() => {
  ai.requests.length = 0;
  ai.script.length = 0;
  off.requests.length = 0;
});

const photo = async () =>
  `data:image/png;base64,${(
    await sharp({ create: { width: 64, height: 64, channels: 3, background: '#c87c3c' } })
      .png()
      .toBuffer()
  ).toString('base64')}`;

describe('model answers are brought within what a food entry accepts', () => {
  let user: Browser;
  beforeAll(async () => {
    user = await signedInBrowser(gateway.url);
  });

  it('clamps 1e9 kcal, negative and huge macros and cuts a 5,000-character name, and the result saves', async () => {
    ai.script.push({
      foodName: `Pasta ${'with a very long description '.repeat(175)}`,
      calories: 1e9,
      protein: -12,
      carbs: 1e6,
      fat: '25.55',
      confidence: 0.9,
      note: 'n'.repeat(4000),
      ingredients: ['pasta', 'y'.repeat(3000)],
    });
    const r = await user.post('/api/analyze-food', { imageData: await photo(), mealType: 'dinner' });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({
      calories: FOOD_ENTRY_LIMITS.calories,
      protein: 0,
      carbs: FOOD_ENTRY_LIMITS.macroGrams,
      fat: 25.6,
    });
    expect(r.json.foodName.length).toBeLessThanOrEqual(FOOD_ENTRY_LIMITS.foodNameChars);
    expect(r.json.foodName.startsWith('Pasta with a very long description')).toBe(true);
    expect(r.json.confidence).toBeLessThanOrEqual(0.3);
    expect(r.json.note).toContain('brought within range');
    expect(r.json.note.length).toBeLessThanOrEqual(300);
    expect(r.json.ingredients[1].length).toBeLessThanOrEqual(100);

    const saved = await user.post('/api/food-entries', {
      foodName: r.json.foodName,
      mealType: 'dinner',
      calories: r.json.calories,
      protein: r.json.protein,
      carbs: r.json.carbs,
      fat: r.json.fat,
      analysisMethod: 'camera',
    });
    expect(saved.status).toBe(201);
  });

  it('asks once more for numbers that mean nothing, then refuses with our message', async () => {
    ai.script.push(
      { foodName: 'Soup', calories: 'NaN', protein: 1, carbs: 1, fat: 1, confidence: 1, note: '', ingredients: [] },
      { foodName: 'Soup', calories: 'a lot', protein: 1, carbs: 1, fat: 1, confidence: 1, note: '', ingredients: [] },
    );
    const r = await user.post('/api/analyze-food', { imageData: await photo(), mealType: 'lunch' });
    expect(r.status).toBe(502);
    expect(r.json).toMatchObject({
      code: 'AI_PROVIDER_FAILED',
      message: 'The AI service gave an answer we could not read. Please try again.',
    });
    expect(ai.requests).toHaveLength(2);
  });
});

describe("a provider's own error text never reaches the user", () => {
  let user: Browser;
  beforeAll(async () => {
    user = await signedInBrowser(gateway.url);
  });

  const providerError = (status: number) => ({
    status,
    body: { error: { message: PROVIDER_WORDS, type: 'invalid_request_error', param: null, code: 'x' } },
  });

  it('a refusal (401 invalid key) is our message; the provider text goes to the worker log', async () => {
    ai.script.push(providerError(401));
    const r = await user.post('/api/analyze-food', { imageData: await photo(), mealType: 'lunch' });
    expect(r.status).toBe(502);
    expect(r.json).toMatchObject({ code: 'AI_PROVIDER_FAILED', message: 'Failed to analyze food. Please try again.' });
    expect(r.text).not.toContain('QUOKKA');
    expect(ai.requests).toHaveLength(1);
    expect(worker.output()).toContain('QUOKKA-7731');
  });

  it('429 and 500 with a body, retried until the attempts run out: our message only', async () => {
    ai.script.push(providerError(429), providerError(500), providerError(500));
    const r = await user.post('/api/analyze-food', { imageData: await photo(), mealType: 'lunch' });
    expect(r.status).toBe(503);
    expect(r.json.message).toBe('The AI service is not answering right now. Please try again in a minute.');
    expect(r.text).not.toContain('QUOKKA');
    expect(ai.requests).toHaveLength(3);
  });

  it('Open Food Facts refusing with an HTML page: our message, not retried', async () => {
    const r = await user.post('/api/lookup-barcode', { barcode: CODES.refused });
    expect(r.status).toBe(502);
    expect(r.json.message).toBe('Open Food Facts gave an answer we could not use. Please try again later.');
    expect(r.text).not.toContain('QUOKKA');
    expect(off.requests).toHaveLength(1);
  });
});

describe('provider answers and Open Food Facts texts are capped before parsing', () => {
  let user: Browser;
  beforeAll(async () => {
    user = await signedInBrowser(gateway.url);
  });

  it('a 200 KB ingredient list and a 5,600-character name come back capped, and the product saves', async () => {
    const r = await user.post('/api/lookup-barcode', { barcode: CODES.longTexts });
    expect(r.status).toBe(200);
    expect(r.json.foodName.length).toBeLessThanOrEqual(FOOD_ENTRY_LIMITS.foodNameChars);
    expect(r.json.foodName.startsWith('Granola extra crunchy')).toBe(true);
    expect(r.json.ingredients.length).toBeLessThanOrEqual(20);
    expect(r.json.ingredients[0]).toBe('oats (rolled, whole grain)');
    for (const i of r.json.ingredients) expect(i.length).toBeLessThanOrEqual(100);
    expect(r.text.length).toBeLessThan(8 * 1024);
    const saved = await user.post('/api/food-entries', {
      foodName: r.json.foodName,
      calories: r.json.calories,
      analysisMethod: 'barcode',
    });
    expect(saved.status).toBe(201);
  });

  it('an Open Food Facts answer over 512 KB is refused clearly, once', async () => {
    const r = await user.post('/api/lookup-barcode', { barcode: CODES.hugeBody });
    expect(r.status).toBe(502);
    expect(r.json.message).toBe('Open Food Facts gave an answer we could not use. Please try again later.');
    expect(off.requests).toHaveLength(1);
    expect(worker.output()).toMatch(/Open Food Facts: answer .*524288-byte limit/);
  });

  it('a model answer over 1 MB is refused clearly, once', async () => {
    ai.script.push({ status: 200, body: { choices: [{ message: { content: 'z'.repeat(2 * 1024 * 1024) } }] } });
    const r = await user.post('/api/analyze-food', { imageData: await photo(), mealType: 'lunch' });
    expect(r.status).toBe(502);
    expect(r.json.message).toBe('The AI service gave an answer we could not use. Please try again later.');
    expect(ai.requests).toHaveLength(1);
  });
});
