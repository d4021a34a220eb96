import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CrossSiteGuard } from './cross-site.guard';
import { RateLimitsRepository } from './rate-limits.repository';
import { SecurityLog } from './security-log';

/**
 * issue 12's shared pieces: counters in PostgreSQL, the security log and the global cross-site guard:
 * a cross-site write is refused (403) before any controller's own guard (SignedInGuard) runs.
 */
@Global()
@Module({
  providers: [RateLimitsRepository, SecurityLog, { provide: APP_GUARD, useClass: CrossSiteGuard }],
  exports: [RateLimitsRepository, SecurityLog],
})
export class HardeningModule {}
