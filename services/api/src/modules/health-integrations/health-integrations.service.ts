import { Inject, Injectable } from '@nestjs/common';
import {
  HEALTH_PLATFORM_NAMES,
  healthSyncJobId,
  type HealthIntegration,
  type HealthPlatform,
  type HealthSyncRequest,
} from '@chairside/contracts';
import { ApiException } from '../../common/api-exception';
import { HOUR_SECONDS, RateLimitsRepository } from '../../common/rate-limits.repository';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { JobWait } from '../analysis/analysis-queue';
import { AnalysisService } from '../analysis/analysis.service';
import type { HealthExportEntity } from './health-export.entity';
import { HealthIntegrationsRepository } from './health-integrations.repository';

/** decisions.md "Health services": connect records consent; sync exports the entries since the last sync. */
@Injectable()
export class HealthIntegrationsService {
  constructor(
    @Inject(HealthIntegrationsRepository) private readonly integrations: HealthIntegrationsRepository,
    @Inject(AnalysisService) private readonly analysis: AnalysisService,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  list(userId: string): Promise<HealthIntegration[]> {
    return this.integrations.list(userId);
  }

  setConnected(userId: string, platform: HealthPlatform, connected: boolean): Promise<HealthIntegration> {
    return this.integrations.setConnected(userId, platform, connected);
  }

  /** A connected platform only, within the hourly limit; the worker writes the export. */
  async sync(userId: string, platform: HealthPlatform, body: HealthSyncRequest): Promise<JobWait<'healthSync'>> {
    const current = await this.integrations.find(userId, platform);
    if (!current.connected) throw ApiException.conflict(`Connect ${HEALTH_PLATFORM_NAMES[platform]} before syncing.`);
    const limit = this.config.limits.healthSyncsPerUserPerHour;
    await this.counters.enforce(
      `health-sync:${userId}`,
      limit,
      HOUR_SECONDS,
      (wait) => `You have synced ${limit} times in the last hour. Please wait ${wait} before syncing again.`,
    );
    // The starting point the client showed: a double click is one sync (one job id), decided in the database.
    const since = body.since !== undefined ? body.since : current.lastSync;
    return this.analysis.syncHealth({ userId, platform, since }, healthSyncJobId(userId, platform, since));
  }

  /** The newest export, or 404 before the first sync. */
  async latestExport(userId: string, platform: HealthPlatform): Promise<HealthExportEntity> {
    const latest = await this.integrations.latestExport(userId, platform);
    if (!latest) throw ApiException.notFound(`${HEALTH_PLATFORM_NAMES[platform]} export (sync first)`);
    return latest;
  }
}
