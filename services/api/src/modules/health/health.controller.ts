import { Controller, Get, Inject, Res } from '@nestjs/common';
import { endpoints, heartbeatKey, WORKER_HEARTBEAT, type HealthReport } from '@chairside/contracts';
import type { HttpReply } from '../../common/http-reply';
import type { Redis } from 'ioredis';
import { REDIS } from '../../common/redis.module';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { HealthRepository } from './health.repository';
import { Public } from '../../common/session-user';

/**
 * The report names the dependency that is down and nothing more (issue 12): a driver's error text
 * carries hosts, ports, user names and versions. The reason goes to the API's own log.
 */
const logged = (what: string) => (e: unknown) => {
  console.error(`health: ${what} check failed: ${e instanceof Error ? e.message : String(e)}`);
};

/** Public: the compose healthcheck and monitors call it without a session. */
@Public()
@Controller()
export class HealthController {
  constructor(
    @Inject(HealthRepository) private readonly db: HealthRepository,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(endpoints.health.path)
  async health(@Res({ passthrough: true }) res: HttpReply): Promise<HealthReport> {
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
    const report: HealthReport = {
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
    res.status(report.status === 'ok' ? 200 : 503);
    return report;
  }
}
