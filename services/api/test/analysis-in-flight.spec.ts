import { Redis } from 'ioredis';
import {
  Browser,
  createTestDatabase,
  eventually,
  signedInBrowser,
  startApi,
  startGateway,
  type RunningApi,
} from './harness';
import { dropQueueKeys } from '../../../tools/testing/index.mjs';

// "At most 2 analyses in flight per user" holds across API instances (counted in Redis).
// No worker runs, so every job stays queued and each call answers 202 after ANALYSIS_WAIT_MS.

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `test-in-flight-${process.pid}-${Date.now().toString(36)}`;
const voice = (n: number) => ({ foodName: `pear ${n}`, quantity: 1, unit: 'pieces', mealType: 'snack' });

describe('analyses in flight, across two API instances', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const apis: RunningApi[] = [];
  const gateways: Awaited<ReturnType<typeof startGateway>>[] = [];
  const redis = new Redis(REDIS_URL);

  beforeAll(async () => {
    db = await createTestDatabase();
    for (let i = 0; i < 2; i++) {
      const api = await startApi(db.url, { QUEUE_PREFIX: PREFIX, ANALYSIS_WAIT_MS: '1500' });
      apis.push(api);
      gateways.push(await startGateway(api.base));
    }
  });
  afterAll(async () => {
    for (const g of gateways) await g.stop();
    for (const a of apis) await a.close();
    await redis.quit();
    await dropQueueKeys(REDIS_URL, PREFIX);
    await db?.drop();
  });

  it('refuses a third analysis on the other instance, and frees the slots when the waits end', async () => {
    const onA = await signedInBrowser(gateways[0]!.url);
    // The same signed-in user (one session, in PostgreSQL) through the second instance.
    const onB = (body: unknown) =>
      new Browser(gateways[1]!.url).request('POST', '/api/analyze-food-voice', body, { cookie: onA.sessionCookie });

    const first = [onA.post('/api/analyze-food-voice', voice(1)), onA.post('/api/analyze-food-voice', voice(2))];
    // Both of A's slots are taken (in Redis) before B asks.
    const inFlight = async () => {
      const [key] = await redis.keys(`${PREFIX}:chairside:in-flight:*`);
      return key ? Number(await redis.get(key)) : 0;
    };
    await eventually(async () => ((await inFlight()) === 2 ? true : undefined), 50, 20);
    const third = await onB(voice(3));
    expect(third.status).toBe(429);
    expect(third.json.message).toBe('At most 2 analyses can run at once. Please wait for one to finish.');
    expect((await Promise.all(first)).map((r) => r.status)).toEqual([202, 202]);

    // Given back: the count is gone, and the other instance takes a new one.
    expect(await redis.keys(`${PREFIX}:chairside:in-flight:*`)).toEqual([]);
    expect((await onB(voice(4))).status).toBe(202);
  });

  it('keeps the count with an expiry, so an instance that dies cannot hold slots for ever', async () => {
    const user = await signedInBrowser(gateways[1]!.url);
    const pending = user.post('/api/analyze-food-voice', voice(5));
    const key = await eventually(async () => (await redis.keys(`${PREFIX}:chairside:in-flight:*`))[0], 50, 20);
    const ttl = await redis.pttl(key);
    expect(ttl).toBeGreaterThan(1500);
    expect(ttl).toBeLessThanOrEqual(1500 + 30_000);
    expect((await pending).status).toBe(202);
  });
});
