import { Body, Controller, Get, HttpCode, Inject, Param, Post, Query, Res, UseGuards } from '@nestjs/common';
import {
  endpoints,
  HEALTH_PLATFORM_NAMES,
  healthSyncJobId,
  type AnalysisPending,
  type HealthIntegration,
  type HealthPlatform,
  type HealthSyncRequest,
  type HealthSyncResponse,
} from '@chairside/contracts';
import type { HttpReply } from '../../common/http-reply';
import { ApiException } from '../../common/api-exception';
import { RateLimitsRepository } from '../../common/rate-limits.repository';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AnalysisQueue } from '../analysis/analysis-queue';
import { HealthIntegrationsRepository } from './health-integrations.repository';

type PlatformParams = { platform: HealthPlatform };

/** decisions.md "Health services": connect records consent; sync exports the entries since the last sync. */
@Controller()
@UseGuards(SignedInGuard)
export class HealthIntegrationsController {
  constructor(
    @Inject(HealthIntegrationsRepository) private readonly integrations: HealthIntegrationsRepository,
    @Inject(AnalysisQueue) private readonly queue: AnalysisQueue,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

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
    const current = await this.integrations.find(user.id, p.platform);
    if (!current.connected) throw ApiException.conflict(`Connect ${HEALTH_PLATFORM_NAMES[p.platform]} before syncing.`);
    const limit = this.config.limits.healthSyncsPerUserPerHour;
    await this.counters.enforce(
      `health-sync:${user.id}`,
      limit,
      3600,
      (wait) => `You have synced ${limit} times in the last hour. Please wait ${wait} before syncing again.`,
    );
    // The starting point the client showed (issue 12): a double click is one sync, in the database.
    const since = body.since !== undefined ? body.since : current.lastSync;
    const payload = { userId: user.id, platform: p.platform, since };
    const r = await this.queue.enqueueAndWait('healthSync', payload, this.config.analysisWaitMs, {
      jobId: healthSyncJobId(user.id, p.platform, since),
    });
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
    if (!latest) throw ApiException.notFound(`${HEALTH_PLATFORM_NAMES[p.platform]} export (sync first)`);
    const day = latest.createdAt.toISOString().slice(0, 10);
    const name = `chairside-${p.platform.replace('_', '-')}-${day}.${q.format === 'csv' ? 'csv' : 'json'}`;
    res.header('content-disposition', `attachment; filename="${name}"`);
    res.header('cache-control', 'private, no-store');
    if (q.format === 'csv') res.type('text/csv; charset=utf-8').send(latest.csv);
    else res.type('application/fhir+json; charset=utf-8').send(JSON.stringify(latest.fhirBundle));
  }
}
