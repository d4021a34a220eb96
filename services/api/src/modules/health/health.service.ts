import { Inject, Injectable } from '@nestjs/common';
import { heartbeatKey, WORKER_HEARTBEAT, type HealthReadiness, type HealthReport } from '@chairside/contracts';
import type { Redis } from 'ioredis';
import { REDIS } from '../../common/redis.module';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { DrainState } from './drain-state';
import { HealthRepository } from './health.repository';

/**
 * The report names the dependency that is down and nothing more: a driver's error text carries
 * hosts, ports, user names and versions. The reason goes to the API's own log.
 */
const logged = (what: string) => (e: unknown) => {
  console.error(`health: ${what} check failed: ${e instanceof Error ? e.message : String(e)}`);
};

@Injectable()
export class HealthService {
  constructor(
    @Inject(HealthRepository) private readonly db: HealthRepository,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(DrainState) private readonly drain: DrainState,
  ) {}

  /**
   * What this instance needs to serve: PostgreSQL and Redis, not the worker (a worker outage must not
   * take every API instance out of a balancer). A draining instance is not ready whatever they say.
   */
  async readiness(): Promise<HealthReadiness> {
    if (this.drain.draining) return { status: 'draining' };
    const [database, redis] = await Promise.all([
      this.db.pingDatabase().then(
        () => ({ ok: true }),
        (e: unknown) => (logged('database')(e), { ok: false, message: 'database unavailable' }),
      ),
      this.redis.ping().then(
        () => ({ ok: true }),
        (e: unknown) => (logged('redis')(e), { ok: false, message: 'redis unavailable' }),
      ),
    ]);
    // Asked to stop while the checks ran: say so rather than 'ok'.
    if (this.drain.draining) return { status: 'draining' };
    return { status: database.ok && redis.ok ? 'ok' : 'unavailable', checks: { database, redis } };
  }

  /** PostgreSQL, Redis and the worker's heartbeat; 'ok' only when all three are. */
  async report(): Promise<HealthReport> {
    const [database, beat] = await Promise.all([
      this.db.pingDatabase().then(
        () => ({ ok: true }),
        (e: unknown) => (logged('database')(e), { ok: false, message: 'database unavailable' }),
      ),
      this.redis.get(heartbeatKey(this.config.queuePrefix)).then(
        (v) => ({ ok: true as const, v }),
        (e: unknown) => (logged('redis')(e), { ok: false as const, message: 'redis unavailable' }),
      ),
    ]);
    const lastBeat = beat.ok && beat.v ? Number(beat.v) : null;
    const workerOk = lastBeat !== null && Date.now() - lastBeat < WORKER_HEARTBEAT.staleAfterMs;
    return {
      status: database.ok && beat.ok && workerOk ? 'ok' : 'degraded',
      checks: {
        database,
        redis: beat.ok ? { ok: true } : { ok: false, message: beat.message },
        worker: {
          ok: workerOk,
          lastBeatAt: lastBeat ? new Date(lastBeat).toISOString() : null,
          ...(workerOk ? {} : { message: lastBeat ? 'worker heartbeat is stale' : 'no worker heartbeat' }),
        },
      },
    };
  }
}
