import { Redis } from 'ioredis';

/**
 * BullMQ keeps jobs in Redis keys: a Redis that evicts keys under memory pressure drops queued
 * analyses without a trace. Read once at start; managed Redis services often refuse CONFIG, and
 * then the operator's word (their parameter group) is all there is, so that is a warning, not a refusal.
 */
export async function checkRedisEviction(url: string, required: boolean, who: string): Promise<void> {
  const policy = await readPolicy(url);
  if (policy.ok && policy.value === 'noeviction') return;
  if (policy.ok) {
    const why = `Redis maxmemory-policy is '${policy.value}', not 'noeviction': queued jobs are lost when Redis evicts keys`;
    if (required) throw new Error(`${who}: ${why} (REDIS_REQUIRE_NOEVICTION=on). Set maxmemory-policy noeviction.`);
    console.warn(`${who}: warning: ${why}. Set maxmemory-policy noeviction.`);
    return;
  }
  console.warn(
    `${who}: warning: Redis maxmemory-policy could not be checked (${policy.reason})` +
      (required
        ? '; REDIS_REQUIRE_NOEVICTION=on cannot be verified here, starting anyway: make sure the server is set to noeviction.'
        : '; it must be noeviction, or queued jobs are lost when Redis evicts keys.'),
  );
}

async function readPolicy(url: string): Promise<{ ok: true; value: string } | { ok: false; reason: string }> {
  const r = new Redis(url, {
    lazyConnect: true,
    enableOfflineQueue: false,
    maxRetriesPerRequest: 0,
    connectTimeout: 2000,
    retryStrategy: () => null,
  });
  r.on('error', () => {}); // the failure is the answer below
  try {
    await r.connect();
    const reply = (await r.config('GET', 'maxmemory-policy')) as unknown;
    const value = Array.isArray(reply) ? reply[1] : undefined;
    return typeof value === 'string' ? { ok: true, value } : { ok: false, reason: 'CONFIG GET gave no policy' };
  } catch (e) {
    return { ok: false, reason: e instanceof Error ? e.message : String(e) };
  } finally {
    r.disconnect();
  }
}
