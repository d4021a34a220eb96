import { freePort, startProcess, type StartedProcess, dropQueueKeys } from '../../../tools/testing/index.mjs';
import { startOpenFoodFactsFake } from '../../../tools/fakes/open-food-facts.mjs';
import { startOpenAiFake } from '../../../tools/fakes/openai-compatible.mjs';
import {
  createTestDatabase,
  eventually,
  PIXEL_PNG,
  PROVIDER_MEAL,
  signedInBrowser,
  spawnWorker,
  startApi,
  type RunningApi,
  type WorkerProcess,
} from './harness';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `test-reliability-${process.pid}-${Date.now().toString(36)}`;

let db: Awaited<ReturnType<typeof createTestDatabase>>;
const cleanup: (() => Promise<unknown>)[] = [];

beforeAll(async () => {
  db = await createTestDatabase();
});
afterAll(async () => {
  for (const c of cleanup.reverse()) await c().catch(() => {});
  await db?.drop();
});

describe('a worker killed in the middle of a job', () => {
  let api: RunningApi;
  let ai: Awaited<ReturnType<typeof startOpenAiFake>>;

  beforeAll(async () => {
    ai = await startOpenAiFake();
    api = await startApi(db.url, { QUEUE_PREFIX: PREFIX });
    cleanup.push(
      () => ai.close(),
      () => api.close(),
      async () => {
        await dropQueueKeys(REDIS_URL, PREFIX);
      },
    );
  });

  it('does not lose the job: another worker picks it up and the caller gets the answer', async () => {
    const env = {
      QUEUE_PREFIX: PREFIX,
      DATABASE_URL: db.url,
      AI_API_KEY: ai.apiKey,
      AI_BASE_URL: ai.baseUrl,
      WORKER_LOCK_MS: '1500',
    };
    const first = await spawnWorker(env);
    // The first worker's call hangs at the provider; the second worker's call is answered.
    ai.script.push({ delayMs: 20000, content: PROVIDER_MEAL }, PROVIDER_MEAL);
    const user = await signedInBrowser(api.base);
    const answer = user.post('/api/analyze-food', { imageData: PIXEL_PNG, mealType: 'lunch' });
    await eventually(async () => (ai.requests.length === 1 ? true : undefined));

    first.child.kill('SIGKILL');
    await new Promise((r) => first.child.once('exit', r));
    const second = await spawnWorker(env);
    cleanup.push(() => second.stop());

    const r = await answer;
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ foodName: 'Chicken caesar salad', calories: 470 });
    expect(ai.requests).toHaveLength(2);
  });
});

/** A Redis of our own on a free port, so stopping it touches no one else. */
const startRedis = (port: number) =>
  startProcess('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    ready: /Ready to accept connections/i,
  });

describe('Redis down', () => {
  let redis: StartedProcess;
  let port: number;
  let api: RunningApi;
  let worker: WorkerProcess;
  let off: Awaited<ReturnType<typeof startOpenFoodFactsFake>>;

  beforeAll(async () => {
    port = await freePort();
    redis = await startRedis(port);
    off = await startOpenFoodFactsFake();
    const url = `redis://127.0.0.1:${port}`;
    api = await startApi(db.url, { REDIS_URL: url });
    worker = await spawnWorker({ REDIS_URL: url, DATABASE_URL: db.url, OFF_BASE_URL: off.baseUrl });
    // Run in reverse: the worker and the API close while their Redis is still there.
    cleanup.push(
      () => redis.stop('SIGKILL'),
      () => off.close(),
      () => api.close(),
      () => worker.stop(),
    );
  });

  it('answers 503 at once, keeps serving from PostgreSQL, and recovers by itself', async () => {
    const user = await signedInBrowser(api.base);
    expect((await user.post('/api/lookup-barcode', { barcode: '3017620422003' })).status).toBe(200);

    await redis.stop('SIGKILL');
    const down = await user.post('/api/lookup-barcode', { barcode: '3017620422003' });
    expect(down.status).toBe(503);
    expect(down.json).toMatchObject({ statusCode: 503, message: 'Analysis service unavailable' });

    const saved = await user.post('/api/food-entries', {
      foodName: 'Nutella toast',
      mealType: 'breakfast',
      calories: 250,
    });
    expect(saved.status).toBe(201);
    expect((await user.get('/api/food-entries')).json.map((e: { foodName: string }) => e.foodName)).toEqual([
      'Nutella toast',
    ]);
    const health = await fetch(`${api.base}/api/health`);
    expect(health.status).toBe(503);
    expect(
      ((await health.json()) as { checks: { database: { ok: boolean }; redis: { ok: boolean } } }).checks,
    ).toMatchObject({ database: { ok: true }, redis: { ok: false } });

    redis = await startRedis(port);
    const back = await eventually(
      async () => {
        const r = await user.post('/api/lookup-barcode', { barcode: '8076800195057' });
        return r.status === 200 ? r : undefined;
      },
      100,
      200,
    );
    expect(back.json.foodName).toBe('Spaghetti n.5 (Barilla)');
  });

  it('a call already waiting when Redis goes away answers 503 instead of a job id that leads nowhere', async () => {
    const user = await signedInBrowser(api.base);
    await eventually(
      async () =>
        (
          await user.post('/api/analyze-food-voice', {
            foodName: 'apple',
            quantity: 1,
            unit: 'piece',
            mealType: 'snack',
          })
        ).status === 200
          ? true
          : undefined,
      100,
      200,
    );
    off.state.delayMs = 30_000;
    try {
      const before = off.lookups('3017620422003');
      const waiting = user.post('/api/lookup-barcode', { barcode: '3017620422003' });
      // The worker is inside the (slow) lookup: the job is in Redis and the caller is waiting for it.
      await eventually(async () => (off.lookups('3017620422003') > before ? true : undefined), 100, 50);
      await redis.stop('SIGKILL');
      const answer = await waiting;
      expect(answer.status).toBe(503);
      expect(answer.json).toMatchObject({ statusCode: 503, message: 'Analysis service unavailable' });
    } finally {
      // Back again, for the API and worker to close cleanly, whatever happened above.
      off.state.delayMs = 0;
      if (redis.child.exitCode !== null || redis.child.signalCode !== null) redis = await startRedis(port);
    }
    await eventually(
      async () =>
        (await user.post('/api/lookup-barcode', { barcode: '8076800195057' })).status === 200 ? true : undefined,
      100,
      200,
    );
  });
});
