import { heartbeatKey, WORKER_HEARTBEAT } from '@chairside/contracts';
import { Redis } from 'ioredis';
import { loadConfig } from './config';

/**
 * The container's HEALTHCHECK (`node dist/healthcheck.js`): healthy while a worker's heartbeat is
 * younger than WORKER_HEARTBEAT.staleAfterMs — the same rule the API's /api/health applies.
 */
async function check(): Promise<boolean> {
  const config = loadConfig();
  const redis = new Redis(config.redisUrl, { maxRetriesPerRequest: 1, connectTimeout: 2000, lazyConnect: true });
  redis.on('error', () => {});
  try {
    await redis.connect();
    const beat = Number(await redis.get(heartbeatKey(config.prefix)));
    return Date.now() - beat < WORKER_HEARTBEAT.staleAfterMs;
  } finally {
    redis.disconnect();
  }
}

check().then(
  (ok) => process.exit(ok ? 0 : 1),
  () => process.exit(1),
);
