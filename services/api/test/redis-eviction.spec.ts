import { freePort, runToExit, startProcess, WORKER_MAIN, type StartedProcess } from '../../../tools/testing/index.mjs';
import { API_MAIN, requireBuiltApi } from './api-process';
import { createTestDatabase } from './harness';

// BullMQ loses queued jobs when Redis evicts keys. The API and the worker read maxmemory-policy at
// start: a warning when it is anything but noeviction, a refusal when REDIS_REQUIRE_NOEVICTION=on,
// and, where CONFIG is refused (managed Redis), a warning that it could not be checked.

/** A Redis of our own on a free port, so its settings touch no one else. */
async function startRedis(...args: string[]): Promise<{ url: string; proc: StartedProcess }> {
  const port = await freePort();
  const proc = await startProcess(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', ...args],
    { ready: /Ready to accept connections/i },
  );
  return { url: `redis://127.0.0.1:${port}`, proc };
}

describe("Redis's eviction policy at start", () => {
  let db: Awaited<ReturnType<typeof createTestDatabase>>;
  let evicting: Awaited<ReturnType<typeof startRedis>>;
  let noConfig: Awaited<ReturnType<typeof startRedis>>;
  const apiEnv = (redisUrl: string, extra: Record<string, string> = {}) => ({
    NODE_ENV: 'test',
    HOST: '127.0.0.1',
    PORT: '0',
    DATABASE_URL: db.url,
    REDIS_URL: redisUrl,
    ...extra,
  });

  beforeAll(async () => {
    requireBuiltApi();
    db = await createTestDatabase();
    evicting = await startRedis('--maxmemory-policy', 'allkeys-lru');
    noConfig = await startRedis('--rename-command', 'CONFIG', '');
  });
  afterAll(async () => {
    await evicting?.proc.stop();
    await noConfig?.proc.stop();
    await db?.drop();
  });

  it('refuses to start the API and the worker on allkeys-lru when REDIS_REQUIRE_NOEVICTION=on', async () => {
    const api = await runToExit(API_MAIN, apiEnv(evicting.url, { REDIS_REQUIRE_NOEVICTION: 'on' }));
    expect(api.code).toBe(1);
    expect(api.stderr).toContain(
      "api: Redis maxmemory-policy is 'allkeys-lru', not 'noeviction': queued jobs are lost when Redis evicts keys (REDIS_REQUIRE_NOEVICTION=on)",
    );
    const worker = await runToExit(WORKER_MAIN, { REDIS_URL: evicting.url, REDIS_REQUIRE_NOEVICTION: 'on' });
    expect(worker.code).toBe(1);
    expect(worker.stderr).toContain("ai-worker: Redis maxmemory-policy is 'allkeys-lru', not 'noeviction'");
  });

  it('starts with a warning on allkeys-lru when not required', async () => {
    const api = await startProcess(process.execPath, [API_MAIN], { env: apiEnv(evicting.url), ready: /api listening/ });
    expect(api.output()).toContain("api: warning: Redis maxmemory-policy is 'allkeys-lru', not 'noeviction'");
    expect(await api.stop()).toBe(0);
  });

  it('starts with a warning when CONFIG is refused, even when required: the policy is unknown, not wrong', async () => {
    const api = await startProcess(process.execPath, [API_MAIN], {
      env: apiEnv(noConfig.url, { REDIS_REQUIRE_NOEVICTION: 'on' }),
      ready: /api listening/,
    });
    expect(api.output()).toMatch(
      /api: warning: Redis maxmemory-policy could not be checked \(.*unknown command.*\); REDIS_REQUIRE_NOEVICTION=on cannot be verified here/,
    );
    expect(await api.stop()).toBe(0);
    const worker = await startProcess(process.execPath, [WORKER_MAIN], {
      env: { REDIS_URL: noConfig.url, REDIS_REQUIRE_NOEVICTION: 'on' },
      ready: 'ai-worker ready',
    });
    expect(worker.output()).toContain('ai-worker: warning: Redis maxmemory-policy could not be checked (');
    expect(await worker.stop()).toBe(0);
  });
});
