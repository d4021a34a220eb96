import { Controller, Get, Inject, Res } from '@nestjs/common';
import { endpoints, type HealthReport } from '@chairside/contracts';
import type { HttpReply } from '../../common/http-reply';
import { Public } from '../../common/session-user';
import { HealthService } from './health.service';

/** Public: the compose healthcheck and monitors call it without a session. */
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
}
