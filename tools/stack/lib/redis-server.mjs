import { existsSync } from 'node:fs';
import { delimiter, join } from 'node:path';

/** Where `redis-server` is installed, or undefined (Debian puts it in /usr/bin). */
export function findRedisServer(pathEnv = process.env.PATH ?? '') {
  const dirs = [...pathEnv.split(delimiter), '/usr/bin', '/usr/sbin', '/usr/local/bin'].filter(Boolean);
  return dirs.map((d) => join(d, 'redis-server')).find((p) => existsSync(p));
}

/**
 * A throw-away Redis: loopback only, no snapshots, no append-only file.
 * @param {number} port
 */
export function redisServerArgs(port) {
  return ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no', '--protected-mode', 'yes'];
}

export const noRedisMessage = (where = '127.0.0.1:6379') =>
  `Chairside needs Redis and none is reachable at ${where}, and redis-server is not installed.\n` +
  'Install it (sudo apt-get install -y redis-server) or set REDIS_URL to a Redis you can reach.';
