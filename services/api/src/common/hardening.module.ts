import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CrossSiteGuard } from './cross-site.guard';
import { PhotoQuota } from './photo-quota';
import { RateLimitsRepository } from './rate-limits.repository';
import { SecurityLog } from './security-log';

/**
 * Shared safety pieces: counters in PostgreSQL, the photo quota, the security log and the global cross-site guard:
 * a cross-site write is refused (403) before any controller's own guard (SignedInGuard) runs.
 */
@Global()
@Module({
  providers: [RateLimitsRepository, SecurityLog, PhotoQuota, { provide: APP_GUARD, useClass: CrossSiteGuard }],
  exports: [RateLimitsRepository, SecurityLog, PhotoQuota],
})
export class HardeningModule {}
