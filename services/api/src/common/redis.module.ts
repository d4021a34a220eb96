import { Global, Inject, Module, type OnApplicationShutdown } from '@nestjs/common';
import { Redis } from 'ioredis';
import { APP_CONFIG, type AppConfig } from '../config/app-config';

export const REDIS = Symbol('REDIS');

/**
 * One command connection for the API. No offline queue: when Redis is down a command fails at
 * once, so callers answer 503 instead of hanging; ioredis keeps reconnecting in the background.
 */
export function commandConnection(url: string): Redis {
  const r = new Redis(url, {
    enableOfflineQueue: false,
    maxRetriesPerRequest: 1,
    connectTimeout: 2000,
    retryStrategy: (n) => Math.min(n * 200, 2000),
  });
  r.on('error', () => {}); // reported by the health check, not as an unhandled event
  return r;
}

@Global()
@Module({
  providers: [{ provide: REDIS, inject: [APP_CONFIG], useFactory: (c: AppConfig) => commandConnection(c.redisUrl) }],
  exports: [REDIS],
})
export class RedisModule implements OnApplicationShutdown {
  constructor(@Inject(REDIS) private readonly redis: Redis) {}

  onApplicationShutdown(): void {
    this.redis.disconnect();
  }
}
