import { apiWithDatabase, signedInBrowser } from './harness';
import { dropQueueKeys } from '../../../tools/testing/index.mjs';

// Analyses per user (at most 2 in flight, a rate per minute), a cap on the queue's length,
// job ids checked by shape, and reading a job never deletes it. No worker runs here, so every job
// stays queued and each call answers 202 after ANALYSIS_WAIT_MS.

const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const PREFIX = `test-limits-${process.pid}-${Date.now().toString(36)}`;
const voice = (n: number) => ({ foodName: `apple ${n}`, quantity: 1, unit: 'pieces', mealType: 'snack' });

describe('analysis limits', () => {
  const ctx = apiWithDatabase({
    QUEUE_PREFIX: PREFIX,
    ANALYSIS_WAIT_MS: '800',
    ANALYSES_PER_USER_PER_MINUTE: '4',
    ANALYSIS_QUEUE_MAX: '5',
    SIGNUPS_PER_ADDRESS_PER_HOUR: '1000',
  });
  afterAll(async () => {
    await dropQueueKeys(REDIS_URL, PREFIX);
  });

  it('lets a user have at most 2 analyses in flight, then 4 a minute, each refusal a 429 with a clear message', async () => {
    const user = await signedInBrowser(ctx.api.base);
    const burst = await Promise.all([1, 2, 3].map((n) => user.post('/api/analyze-food-voice', voice(n))));
    const statuses = burst.map((r) => r.status).sort();
    expect(statuses).toEqual([202, 202, 429]);
    const refused = burst.find((r) => r.status === 429)!;
    expect(refused.json.message).toBe('At most 2 analyses can run at once. Please wait for one to finish.');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);

    // Counted per minute: 3 started so far (the refused one too), the 4th passes, the 5th is refused.
    expect((await user.post('/api/analyze-food-voice', voice(4))).status).toBe(202);
    const fifth = await user.post('/api/analyze-food-voice', voice(5));
    expect(fifth.status).toBe(429);
    expect(fifth.json.message).toMatch(
      /^You have started 4 analyses in the last minute\. Please wait (\d+ seconds?|1 minute)\.$/,
    );
  });

  it('answers 503 when the queue holds its maximum, and reading a job twice finds it twice', async () => {
    // 3 jobs wait from the test above; two more users fill the queue to 5.
    const other = await signedInBrowser(ctx.api.base);
    const pending = await other.post('/api/analyze-food-voice', voice(6));
    expect(pending.status).toBe(202);
    expect((await (await signedInBrowser(ctx.api.base)).post('/api/analyze-food-voice', voice(7))).status).toBe(202);
    const full = await (await signedInBrowser(ctx.api.base)).post('/api/analyze-food-voice', voice(8));
    expect(full.status).toBe(503);
    expect(full.json.message).toBe('The analysis queue is full. Please try again in a minute.');

    const id = pending.json.jobId;
    for (let i = 0; i < 2; i++) {
      const status = await other.get(`/api/analysis-jobs/${id}`);
      expect(status.status).toBe(200);
      expect(status.json).toMatchObject({ id, status: 'pending' });
    }
  });

  it('refuses a job id of the wrong shape with 400 before asking Redis', async () => {
    const user = await signedInBrowser(ctx.api.base);
    for (const id of ['abc', '0', 'health-sync_x_apple_health_1', '1'.repeat(17)]) {
      const res = await user.get(`/api/analysis-jobs/${encodeURIComponent(id)}`);
      expect(res.status).toBe(400);
      expect(res.json.message).toMatch(/^id: /);
    }
  });
});
