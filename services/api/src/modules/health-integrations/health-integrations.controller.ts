import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import {
  endpoints,
  type AnalysisPending,
  type HealthIntegration,
  type HealthPlatform,
  type HealthSyncRequest,
  type HealthSyncResponse,
} from '@chairside/contracts';
import type { HttpReply } from '../../common/http-reply';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { HealthIntegrationsService } from './health-integrations.service';

type PlatformParams = { platform: HealthPlatform };

@Controller()
@UseGuards(SignedInGuard)
export class HealthIntegrationsController {
  constructor(@Inject(HealthIntegrationsService) private readonly integrations: HealthIntegrationsService) {}

  @Get(endpoints.listHealthIntegrations.path)
  list(@CurrentUser() user: SessionUser): Promise<HealthIntegration[]> {
    return this.integrations.list(user.id);
  }

  @Post(endpoints.connectHealthIntegration.path)
  @HttpCode(200)
  connect(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.connectHealthIntegration.params)) p: PlatformParams,
  ): Promise<HealthIntegration> {
    return this.integrations.setConnected(user.id, p.platform, true);
  }

  @Post(endpoints.disconnectHealthIntegration.path)
  @HttpCode(200)
  disconnect(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.disconnectHealthIntegration.params)) p: PlatformParams,
  ): Promise<HealthIntegration> {
    return this.integrations.setConnected(user.id, p.platform, false);
  }

  @Post(endpoints.syncHealthIntegration.path)
  @HttpCode(200)
  async sync(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.syncHealthIntegration.params)) p: PlatformParams,
    @Body(zod(endpoints.syncHealthIntegration.body)) body: HealthSyncRequest,
    @Res({ passthrough: true }) res: HttpReply,
  ): Promise<HealthSyncResponse | AnalysisPending> {
    const r = await this.integrations.sync(user.id, p.platform, body);
    if (r.status === 'done') return r.value;
    res.status(202);
    return { status: 'pending', jobId: r.jobId, message: 'Still syncing. The export will be ready shortly.' };
  }

  @Get(endpoints.exportHealthIntegration.path)
  async export(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.exportHealthIntegration.params)) p: PlatformParams,
    @Query(zod(endpoints.exportHealthIntegration.query)) q: { format: 'fhir' | 'csv' },
    @Res() res: HttpReply,
  ): Promise<void> {
    const latest = await this.integrations.latestExport(user.id, p.platform);
    const day = latest.createdAt.toISOString().slice(0, 10);
    const name = `chairside-${p.platform.replace('_', '-')}-${day}.${q.format === 'csv' ? 'csv' : 'json'}`;
    res.header('content-disposition', `attachment; filename="${name}"`);
    res.header('cache-control', 'private, no-store');
    if (q.format === 'csv') res.type('text/csv; charset=utf-8').send(latest.csv);
    else res.type('application/fhir+json; charset=utf-8').send(JSON.stringify(latest.fhirBundle));
  }
}
