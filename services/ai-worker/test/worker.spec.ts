import { ANALYSIS_QUEUE, heartbeatKey, WORKER_HEARTBEAT } from '@chairside/contracts';
import { Queue, QueueEvents } from 'bullmq';
import { Redis } from 'ioredis';
import { spawn } from 'node:child_process';
import { join } from 'node:path';
import { runToExit, spawnWorker, WORKER_MAIN, dropQueueKeys } from '../../../tools/testing/index.mjs';
import { loadConfig } from '../src/config';
import { createHandlers } from '../src/handlers';
import { pingHandler } from '../src/handlers/ping.handler';
import type { JobHandler, WorkerDeps } from '../src/handler';
import { buildRegistry } from '../src/registry';
import { startWorker, type RunningWorker } from '../src/worker';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// A queue prefix of its own per run, so parallel runs and a running stack never share jobs.
const PREFIX = `chairside-test-worker-${process.pid}-${Date.now().toString(36)}`;
const HEALTHCHECK = join(__dirname, '..', 'dist', 'healthcheck.js');

// Last: the spawned worker processes also write under PREFIX (queue meta, heartbeat).
afterAll(async () => {
  await dropQueueKeys(REDIS_URL, PREFIX);
});

describe('configuration', () => {
  it('uses the local defaults: public providers, no AI key', () => {
    expect(loadConfig({})).toEqual({
      redisUrl: 'redis://127.0.0.1:6379',
      concurrency: 10,
      prefix: 'bull',
      databaseUrl: 'postgres://postgres@127.0.0.1:5432/chairside',
      lockMs: 30000,
      shutdownTimeoutMs: 20000,
      redisRequireNoeviction: false,
      ai: {
        apiKey: undefined,
        baseUrl: 'https://api.openai.com/v1',
        model: 'gpt-4o-mini',
        timeoutMs: 30000,
        maxResponseBytes: 1024 * 1024,
      },
      openFoodFacts: {
        baseUrl: 'https://world.openfoodfacts.org',
        timeoutMs: 5000,
        searchTimeoutMs: 10000,
        maxResponseBytes: 512 * 1024,
      },
    });
  });

  it('takes a local OpenAI-compatible server (Ollama) without a trailing slash', () => {
    expect(
      loadConfig({ AI_API_KEY: 'ollama', AI_BASE_URL: 'http://127.0.0.1:11434/v1/', AI_MODEL: 'llava' }).ai,
    ).toMatchObject({ apiKey: 'ollama', baseUrl: 'http://127.0.0.1:11434/v1', model: 'llava' });
  });

  it('names a bad value', () => {
    expect(() => loadConfig({ WORKER_CONCURRENCY: 'lots' })).toThrow(/WORKER_CONCURRENCY/);
    expect(() => loadConfig({ REDIS_URL: 'not a url' })).toThrow(/REDIS_URL/);
    expect(() => loadConfig({ OFF_BASE_URL: 'openfoodfacts' })).toThrow(/OFF_BASE_URL/);
  });
});

// Handlers are built without touching their dependencies; the registry only reads their names.
const idleDeps = { config: loadConfig({}), redis: undefined, db: () => undefined } as unknown as WorkerDeps;
const handlers = createHandlers(idleDeps);

describe('handler registry', () => {
  it('maps every catalogue job to its handler', () => {
    expect([...buildRegistry(handlers).keys()]).toEqual([
      'ping',
      'analyzeFood',
      'lookupBarcode',
      'searchBrandedFoods',
      'analyzeFoodVoice',
      'analyzeExercise',
      'healthSync',
      'importData',
    ]);
  });

  it('refuses a catalogue job without a handler', () => {
    expect(() => buildRegistry([])).toThrow(
      'no handler for jobs: ping, analyzeFood, lookupBarcode, searchBrandedFoods, analyzeFoodVoice, analyzeExercise, healthSync, importData',
    );
    expect(() => buildRegistry(handlers.slice(1))).toThrow('no handler for job: ping');
  });

  it('refuses a job with two handlers', () => {
    expect(() => buildRegistry([pingHandler as JobHandler, pingHandler as JobHandler])).toThrow(
      "job 'ping' has two handlers",
    );
  });
});

describe('worker on the real Redis', () => {
  let worker: RunningWorker;
  let queue: Queue;
  let events: QueueEvents;
  let redis: Redis;
  const startedAt = Date.now();

  beforeAll(async () => {
    worker = await startWorker(
      { ...loadConfig({ REDIS_URL: REDIS_URL, QUEUE_PREFIX: PREFIX }), concurrency: 2 },
      createHandlers,
    );
    queue = new Queue(ANALYSIS_QUEUE, { connection: { url: REDIS_URL }, prefix: PREFIX });
    events = new QueueEvents(ANALYSIS_QUEUE, { connection: { url: REDIS_URL }, prefix: PREFIX });
    redis = new Redis(REDIS_URL);
    await events.waitUntilReady();
  });

  afterAll(async () => {
    await worker?.close();
    await queue?.obliterate({ force: true });
    await Promise.all([queue?.close(), events?.close()]);
    await redis?.quit();
  });

  it('answers a ping job', async () => {
    const job = await queue.add('ping', { sentAt: 42 }, { attempts: 3 });
    const outcome = await job.waitUntilFinished(events, 10000);
    expect(outcome).toEqual({ ok: true, value: { sentAt: 42, workerId: worker.id, handledAt: expect.any(Number) } });
  });

  it('returns invalid input as a failed outcome and does not retry it', async () => {
    const job = await queue.add('ping', { sentAt: 'yesterday' }, { attempts: 3 });
    const outcome = await job.waitUntilFinished(events, 10000);
    expect(outcome).toMatchObject({
      ok: false,
      statusCode: 400,
      code: 'VALIDATION_FAILED',
      message: expect.stringContaining('sentAt'),
    });
    const stored = await queue.getJob(job.id!);
    expect(stored?.attemptsMade).toBe(1);
  });

  it('writes its heartbeat with an expiry', async () => {
    const beat = Number(await redis.get(heartbeatKey(PREFIX)));
    expect(beat).toBeGreaterThanOrEqual(startedAt);
    const ttl = await redis.pttl(heartbeatKey(PREFIX));
    expect(ttl).toBeGreaterThan(0);
    expect(ttl).toBeLessThanOrEqual(WORKER_HEARTBEAT.staleAfterMs * 2);
  });

  it('is healthy for the container healthcheck while it beats, and only under its own prefix', async () => {
    const exitOf = (prefix: string) =>
      new Promise<number | null>((r) =>
        spawn(process.execPath, [HEALTHCHECK], {
          env: { ...process.env, REDIS_URL, QUEUE_PREFIX: prefix },
          stdio: 'ignore',
        }).once('exit', r),
      );
    expect(await exitOf(PREFIX)).toBe(0);
    expect(await exitOf(`${PREFIX}-nobody`)).toBe(1);
  });
});

describe('the built process', () => {
  it('says it is ready and exits cleanly on SIGTERM', async () => {
    const worker = await spawnWorker({ REDIS_URL, QUEUE_PREFIX: PREFIX });
    worker.child.kill('SIGTERM');
    const [code, signal] = await new Promise<[number | null, string | null]>((r) =>
      worker.child.once('exit', (c, s) => r([c, s])),
    );
    expect({ code, signal }).toEqual({ code: 0, signal: null });
  });

  it('stops at start naming a bad setting', async () => {
    const { code, stderr } = await runToExit(WORKER_MAIN, { WORKER_CONCURRENCY: '0' });
    expect(code).toBe(1);
    expect(stderr).toContain('WORKER_CONCURRENCY');
  });
});
