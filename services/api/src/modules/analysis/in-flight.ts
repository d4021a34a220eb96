import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { ApiException } from '../../common/api-exception';
import { REDIS } from '../../common/redis.module';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/** Takes a slot when under the limit (refreshing the key's expiry), else gives it straight back. */
const TAKE = `
local n = redis.call('INCR', KEYS[1])
redis.call('PEXPIRE', KEYS[1], ARGV[2])
if n > tonumber(ARGV[1]) then
  redis.call('DECR', KEYS[1])
  return 0
end
return n`;
/** Gives a slot back; the key goes when nothing is left in flight. */
const RELEASE = `
local n = redis.call('DECR', KEYS[1])
if n <= 0 then redis.call('DEL', KEYS[1]) end
return n`;

/** Beyond the longest wait: only a count an API instance could not give back (it died) lives this long. */
const SAFETY_MARGIN_MS = 30_000;

/**
 * Analyses a user has in flight, counted in Redis so the limit holds across API instances:
 * one atomic script per take and per release. The key expires ANALYSIS_WAIT_MS + 30 s after the last
 * take, so slots held by an instance that died drain on their own.
 */
@Injectable()
export class InFlight {
  constructor(
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  private key(userId: string): string {
    return `${this.config.queuePrefix}:chairside:in-flight:${userId}`;
  }

  /** A release function when the user is under `max`, else null; 503 when Redis cannot count. */
  async take(userId: string, max: number): Promise<(() => void) | null> {
    const key = this.key(userId);
    const n = await this.redis
      .eval(TAKE, 1, key, String(max), String(this.config.analysisWaitMs + SAFETY_MARGIN_MS))
      .catch(() => {
        throw ApiException.unavailable('Analysis service unavailable');
      });
    if (Number(n) === 0) return null;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      // A release that fails is covered by the key's expiry.
      void this.redis.eval(RELEASE, 1, key).catch(() => {});
    };
  }
}
