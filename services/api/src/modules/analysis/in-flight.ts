import { Inject, Injectable } from '@nestjs/common';
import type { Redis } from 'ioredis';
import { REDIS } from '../../common/redis.module';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';

/**
 * Analyses a user has in flight, counted in this process (issue 12). A caller waits at most
 * ANALYSIS_WAIT_MS for its job, so the count is short-lived; it is per API instance, which bounds
 * one user to (instances × the limit) and keeps every analysis free of another Redis round trip.
 */
@Injectable()
export class InFlight {
  private readonly counts = new Map<string, number>();

  // Redis and the config are injected so a shared count can replace this without touching callers.
  constructor(@Inject(REDIS) _redis: Redis, @Inject(APP_CONFIG) _config: AppConfig) {}

  /** A release function when the user is under `max`, else null. */
  take(userId: string, max: number): (() => void) | null {
    const n = this.counts.get(userId) ?? 0;
    if (n >= max) return null;
    this.counts.set(userId, n + 1);
    let released = false;
    return () => {
      if (released) return;
      released = true;
      const left = (this.counts.get(userId) ?? 1) - 1;
      if (left <= 0) this.counts.delete(userId);
      else this.counts.set(userId, left);
    };
  }
}
