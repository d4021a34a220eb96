import { dropQueueKeys } from '../../../tools/testing/index.mjs';
import { startOpenAiFake } from '../../../tools/fakes/openai-compatible.mjs';
import { exited } from './api-process';
import { createTestDatabase, eventually, signedInBrowser, spawnWorker, startApi, type RunningApi } from './harness';

// A worker asked to stop (a rolling update, a scale-down) takes no new job and finishes the ones it
// is running, within SHUTDOWN_TIMEOUT_MS, before it exits 0.

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `test-worker-stop-${process.pid}-${Date.now().toString(36)}`;
const MEAL = { foodName: 'Lentil soup', calories: 320, protein: 18, carbs: 40, fat: 8, confidence: 0.7, note: '' };
const PIXEL_PNG =
  'data:image/png;base64,iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC';

describe('a worker asked to stop', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let api: RunningApi;
  let ai: Awaited<ReturnType<typeof startOpenAiFake>>;

  beforeAll(async () => {
    db = await createTestDatabase();
    ai = await startOpenAiFake();
    api = await startApi(db.url, { QUEUE_PREFIX: PREFIX, ANALYSIS_WAIT_MS: '10000' });
  });
  afterAll(async () => {
    await api?.close();
    await ai?.close();
    await dropQueueKeys(REDIS_URL, PREFIX);
    await db?.drop();
  });

  it('finishes the job it is running on SIGTERM, then exits 0', async () => {
    const worker = await spawnWorker({
      QUEUE_PREFIX: PREFIX,
      DATABASE_URL: db.url,
      AI_API_KEY: ai.apiKey,
      AI_BASE_URL: ai.baseUrl,
      SHUTDOWN_TIMEOUT_MS: '10000',
    });
    ai.script.push({ delayMs: 1500, content: MEAL });
    const user = await signedInBrowser(api.base);
    const answer = user.post('/api/analyze-food', { imageData: PIXEL_PNG, mealType: 'dinner' });
    // The job is at the provider: the worker is running it.
    await eventually(async () => (ai.requests.length === 1 ? true : undefined));
    worker.child.kill('SIGTERM');

    expect(await exited(worker)).toBe(0);
    const r = await answer;
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ foodName: 'Lentil soup', calories: 320 });
    expect(worker.output()).toContain(
      'ai-worker: SIGTERM: taking no new jobs, finishing running ones (at most 10000 ms)',
    );
    expect(worker.output()).toContain('ai-worker: running jobs finished, connections closed; exiting');
  });
});
