import { Controller, Get, Inject, Res } from '@nestjs/common';
import { endpoints, type HealthLive, type HealthReadiness, type HealthReport } from '@chairside/contracts';
import type { HttpReply } from '../../common/http-reply';
import { Public } from '../../common/session-user';
import { HealthService } from './health.service';

/** Public: the compose healthcheck, balancers, Kubernetes probes and monitors call them without a session. */
@Public()
@Controller()
export class HealthController {
  constructor(@Inject(HealthService) private readonly health: HealthService) {}

  @Get(endpoints.health.path)
  async get(@Res({ passthrough: true }) res: HttpReply): Promise<HealthReport> {
    const report = await this.health.report();
    res.status(report.status === 'ok' ? 200 : 503);
    return report;
  }

  /** The process answers: nothing behind it is asked, so a database outage restarts no instance. */
  @Get(endpoints.healthLive.path)
  live(): HealthLive {
    return { status: 'ok' };
  }

  /** 200 when this instance can serve (PostgreSQL and Redis answer) and is not draining; 503 otherwise. */
  @Get(endpoints.healthReady.path)
  async ready(@Res({ passthrough: true }) res: HttpReply): Promise<HealthReadiness> {
    const readiness = await this.health.readiness();
    res.status(readiness.status === 'ok' ? 200 : 503);
    return readiness;
  }
}
