import { endpoints } from '@chairside/contracts';
import { Redis } from 'ioredis';
import { dropQueueKeys } from '../../../tools/testing/index.mjs';
import { AnalysisQueue } from '../src/modules/analysis/analysis-queue';
import { createTestDatabase, spawnWorker, startApi, type RunningApi, type WorkerProcess } from './harness';

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
// Own queue prefix and heartbeat expectations per run, so parallel runs never share jobs.
const PREFIX = `test-${process.pid}-${Date.now()}`;

let db: Awaited<ReturnType<typeof createTestDatabase>>;
let api: RunningApi;
let worker: WorkerProcess | undefined;

const startWorker = () => spawnWorker({ REDIS_URL, QUEUE_PREFIX: PREFIX });

beforeAll(async () => {
  db = await createTestDatabase();
  api = await startApi(db.url, { QUEUE_PREFIX: PREFIX });
});
afterAll(async () => {
  await worker?.stop();
  await api?.close();
  await db?.drop();
  await dropQueueKeys(REDIS_URL, PREFIX);
});

describe('health', () => {
  it('reports the worker down before it has ever beaten, and up while it runs', async () => {
    const down = await fetch(`${api.base}/api/health`);
    expect(down.status).toBe(503);
    expect(await down.json()).toMatchObject({
      status: 'degraded',
      checks: { database: { ok: true }, redis: { ok: true }, worker: { ok: false, message: 'no worker heartbeat' } },
    });

    worker = await startWorker();
    const up = await fetch(`${api.base}/api/health`);
    expect(up.status).toBe(200);
    expect(await up.json()).toMatchObject({
      status: 'ok',
      checks: { database: { ok: true }, redis: { ok: true }, worker: { ok: true } },
    });
    expect(await worker.stop()).toBe(0);
  });
});

describe('analysis producer', () => {
  it('enqueues a job, the worker process answers, and the result is validated', async () => {
    worker = await startWorker();
    const queue = api.app.get(AnalysisQueue);
    const sentAt = Date.now();
    const r = await queue.enqueueAndWait('ping', { sentAt }, 5000);
    expect(r.status).toBe('done');
    if (r.status === 'done') {
      expect(r.value.sentAt).toBe(sentAt);
      expect(r.value.workerId).toContain(String(worker.child.pid));
    }
    await worker.stop();
  });

  it('answers pending with the job id when no worker finishes in time, and the job is kept', async () => {
    const queue = api.app.get(AnalysisQueue);
    const r = await queue.enqueueAndWait('ping', { sentAt: 1 }, 300);
    expect(r.status).toBe('pending');
    // A worker that starts later still runs it.
    const redis = new Redis(REDIS_URL);
    if (r.status === 'pending') expect(await redis.exists(`${PREFIX}:chairside-analysis:${r.jobId}`)).toBe(1);
    worker = await startWorker();
    await new Promise((res) => setTimeout(res, 500));
    if (r.status === 'pending')
      expect(await redis.hget(`${PREFIX}:chairside-analysis:${r.jobId}`, 'finishedOn')).not.toBeNull();
    redis.disconnect();
    await worker.stop();
  });

  it('refuses a payload that breaks the job contract before enqueueing', async () => {
    const queue = api.app.get(AnalysisQueue);
    await expect(queue.enqueueAndWait('ping', { sentAt: 'soon' } as never, 1000)).rejects.toThrow();
  });
});

describe('OpenAPI document', () => {
  it('lists every endpoint of the contract with its method', async () => {
    const doc = (await (await fetch(`${api.base}/api/docs`)).json()) as {
      openapi: string;
      paths: Record<string, Record<string, { operationId: string }>>;
    };
    expect(doc.openapi).toBe('3.1.0');
    for (const [name, e] of Object.entries(endpoints)) {
      expect(doc.paths[e.path.replace(/:(\w+)/g, '{$1}')]?.[e.method.toLowerCase()]?.operationId).toBe(name);
    }
    const create = doc.paths['/api/food-entries']!['post'] as unknown as {
      requestBody: { content: { 'application/json': { schema: { properties: Record<string, unknown> } } } };
    };
    expect(Object.keys(create.requestBody.content['application/json'].schema.properties)).toEqual(
      expect.arrayContaining(['foodName', 'calories', 'mealType']),
    );
    const sync = doc.paths['/api/health-integrations/{platform}/sync']!['post'] as unknown as {
      parameters: { name: string; in: string }[];
      responses: Record<string, unknown>;
    };
    expect(sync.parameters).toEqual([expect.objectContaining({ name: 'platform', in: 'path', required: true })]);
    expect(Object.keys(sync.responses)).toEqual(['200', '202', 'default']);
  });
});
