import { dropQueueKeys } from '../../../tools/testing/index.mjs';
import { apiWithDatabase, signedInBrowser } from './harness';

/**
 * A product a member typed in because its barcode lookup found nothing carries the code; their next
 * lookup of it answers with their own food, without Open Food Facts. No worker runs here: a lookup
 * that does reach the queue waits ANALYSIS_WAIT_MS and answers 202.
 */
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `test-barcode-fallback-${process.pid}-${Date.now().toString(36)}`;
const ctx = apiWithDatabase({ QUEUE_PREFIX: PREFIX, ANALYSIS_WAIT_MS: '200' });
afterAll(() => dropQueueKeys(REDIS_URL, PREFIX));

// A valid EAN-13 that the Open Food Facts fakes do not know.
const CODE = '4006381333931';
const crackers = {
  foodName: 'Rye crackers',
  mealType: 'snack',
  calories: 120,
  protein: 3,
  carbs: 20,
  fat: 2,
  sugars: 1,
  fibre: 3.2,
  saturatedFat: 0.3,
  sodium: 180,
};

describe('a food typed in for a barcode', () => {
  it('answers the member’s next lookup of that code with their food, the latest one they typed', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const saved = await b.post('/api/food-entries', { ...crackers, barcode: CODE });
    expect(saved.status).toBe(201);
    const me = (await b.get('/api/auth/user')).json.id;
    const stored = await ctx.pg.query('SELECT barcode FROM food_entries WHERE id = $1 AND user_id = $2', [
      saved.json.id,
      me,
    ]);
    expect(stored.rows).toEqual([{ barcode: CODE }]);

    const r = await b.post('/api/lookup-barcode', { barcode: CODE, mealType: 'snack' });
    expect(r.status).toBe(200);
    expect(r.json).toEqual({
      foodName: 'Rye crackers',
      calories: 120,
      protein: 3,
      carbs: 20,
      fat: 2,
      sugars: 1,
      fibre: 3.2,
      saturatedFat: 0.3,
      sodium: 180,
      confidence: 1,
      note: `As you entered it for barcode ${CODE}.`,
      ingredients: [],
    });

    await b.post('/api/food-entries', {
      ...crackers,
      foodName: 'Rye crackers, 4 pieces',
      calories: 160,
      barcode: CODE,
    });
    expect((await b.post('/api/lookup-barcode', { barcode: CODE })).json).toMatchObject({
      foodName: 'Rye crackers, 4 pieces',
      calories: 160,
    });
  });

  it('is the member’s own: another member’s lookup of the same code goes to Open Food Facts', async () => {
    const owner = await signedInBrowser(ctx.api.base);
    const other = await signedInBrowser(ctx.api.base);
    expect((await owner.post('/api/food-entries', { ...crackers, barcode: CODE })).status).toBe(201);
    const r = await other.post('/api/lookup-barcode', { barcode: CODE });
    // Queued for the worker (none runs here), not answered with the owner's food.
    expect(r.status).toBe(202);
    expect(r.json.status).toBe('pending');
  });

  it('refuses a code that is not a product barcode, storing nothing', async () => {
    const b = await signedInBrowser(ctx.api.base);
    const r = await b.post('/api/food-entries', { ...crackers, barcode: '4006381333932' });
    expect(r.status).toBe(400);
    expect(r.json.message).toBe('barcode: barcode check digit is wrong; please scan again');
    const me = (await b.get('/api/auth/user')).json.id;
    const n = await ctx.pg.query('SELECT count(*)::int AS n FROM food_entries WHERE user_id = $1', [me]);
    expect(n.rows[0].n).toBe(0);
  });

  it('needs a session', async () => {
    const res = await fetch(`${ctx.api.base}/api/food-entries`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ ...crackers, barcode: CODE }),
    });
    expect(res.status).toBe(401);
  });
});
