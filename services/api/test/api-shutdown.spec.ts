import { request, type IncomingHttpHeaders } from 'node:http';
import { dropQueueKeys } from '../../../tools/testing/index.mjs';
import { exited, startApiProcess, type ApiProcess } from './api-process';
import { createTestDatabase, signedInBrowser } from './harness';

// What a rolling update does to one instance: SIGTERM, then the instance must not drop what it is
// serving. No worker runs, so an analysis call waits ANALYSIS_WAIT_MS and answers 202: a request
// that is in flight for a known time.

const PREFIX = `test-shutdown-${process.pid}-${Date.now().toString(36)}`;
const REDIS_URL = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
const voice = { foodName: 'pear', quantity: 1, unit: 'pieces', mealType: 'snack' };

/** One GET on a connection of its own, with the headers the server sent (fetch hides `Connection`). */
function get(base: string, path: string): Promise<{ status: number; headers: IncomingHttpHeaders; body: string }> {
  return new Promise((resolve, reject) => {
    const req = request(base + path, (res) => {
      let body = '';
      res.on('data', (c: Buffer) => (body += c.toString()));
      res.on('end', () => resolve({ status: res.statusCode!, headers: res.headers, body }));
    });
    req.on('error', reject);
    req.end();
  });
}

describe('an API instance asked to stop', () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  const started: ApiProcess[] = [];
  const start = async (env: Record<string, string>) => {
    const api = await startApiProcess(db.url, { QUEUE_PREFIX: PREFIX, ...env });
    started.push(api);
    return api;
  };

  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(async () => {
    for (const a of started) await a.stop('SIGKILL');
    await dropQueueKeys(REDIS_URL, PREFIX);
    await db?.drop();
  });

  it('is ready without a worker; on SIGTERM: not ready at once, still serves (closing each connection), finishes the request in flight, exits 0', async () => {
    const api = await start({ ANALYSIS_WAIT_MS: '3000', SHUTDOWN_DELAY_MS: '1000', SHUTDOWN_TIMEOUT_MS: '10000' });
    expect(await get(api.base, '/api/health/live')).toMatchObject({ status: 200, body: '{"status":"ok"}' });
    const before = await get(api.base, '/api/health/ready');
    expect(before.status).toBe(200);
    expect(JSON.parse(before.body)).toEqual({ status: 'ok', checks: { database: { ok: true }, redis: { ok: true } } });
    // No worker runs: the product's own health says so, readiness does not ask about it.
    expect((await get(api.base, '/api/health')).status).toBe(503);

    const user = await signedInBrowser(api.base);
    const inFlight = user.post('/api/analyze-food-voice', voice);
    await new Promise((r) => setTimeout(r, 300));
    api.child.kill('SIGTERM');
    // The signal reaches the process a moment after kill() returns: readiness turns 503 as it does.
    let ready = await get(api.base, '/api/health/ready');
    for (let i = 0; ready.status === 200 && i < 50; i++) {
      await new Promise((r) => setTimeout(r, 20));
      ready = await get(api.base, '/api/health/ready');
    }
    expect(ready.status).toBe(503);
    expect(JSON.parse(ready.body)).toEqual({ status: 'draining' });
    expect(ready.headers.connection).toBe('close');
    const live = await get(api.base, '/api/health/live');
    expect(live.status).toBe(200);
    expect(live.headers.connection).toBe('close');

    expect(await exited(api)).toBe(0);
    expect((await inFlight).status).toBe(202);
    await expect(get(api.base, '/api/health/live')).rejects.toThrow(/ECONNREFUSED/);
    const out = api.output();
    expect(out).toContain('api: SIGTERM: draining, readiness answers 503; still serving for 1000 ms');
    // The analysis call was still running when the listener closed.
    expect(out).toMatch(/api: listener closed; [1-9]\d* connection\(s\) open/);
    expect(out).toContain('api: requests in flight finished');
    expect(out).toContain('api: PostgreSQL, Redis and queue connections closed; exiting');
  });

  it('cuts off a request still running after SHUTDOWN_TIMEOUT_MS and still exits 0', async () => {
    const api = await start({ ANALYSIS_WAIT_MS: '20000', SHUTDOWN_TIMEOUT_MS: '300' });
    const user = await signedInBrowser(api.base);
    const inFlight = user.post('/api/analyze-food-voice', voice).then(
      (r) => r.status,
      () => 'cut off',
    );
    await new Promise((r) => setTimeout(r, 300));
    expect(await api.stop('SIGTERM')).toBe(0);
    expect(await inFlight).toBe('cut off');
    expect(api.output()).toContain('api: requests still running after 300 ms were cut off');
  });

  it('exits at once with 1 on a second signal', async () => {
    const api = await start({ SHUTDOWN_DELAY_MS: '60000' });
    api.child.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 200));
    expect(await api.stop('SIGINT')).toBe(1);
    expect(api.output()).toContain('api: SIGINT again while stopping: exiting now');
  });
});
