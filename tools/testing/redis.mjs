// A test run's queue keys go with it, like its database: everything under its own prefix, nothing else.
/**
 * Deletes the keys under `<prefix>:` (SCAN, so a large Redis is never blocked); a failure is reported, not thrown.
 * @param {string} redisUrl
 * @param {string} prefix
 */
export async function dropQueueKeys(redisUrl, prefix) {
  const { Redis } = await import('ioredis');
  const redis = new Redis(redisUrl, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    let cursor = '0';
    do {
      const [next, keys] = await redis.scan(cursor, 'MATCH', `${prefix}:*`, 'COUNT', 500);
      if (keys.length) await redis.del(...keys);
      cursor = next;
    } while (cursor !== '0');
  } catch (e) {
    console.error(`Could not remove the keys under ${prefix}:* (${e instanceof Error ? e.message : String(e)})`);
  } finally {
    redis.disconnect();
  }
}
