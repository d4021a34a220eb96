import { Global, Module } from '@nestjs/common';
import { APP_GUARD } from '@nestjs/core';
import { CrossSiteGuard } from './cross-site.guard';
import { RateLimitsRepository } from './rate-limits.repository';
import { SecurityLog } from './security-log';
import { SignedInGuard } from './session-user';

/**
 * issue 12's shared pieces: counters in PostgreSQL, the security log and the two global guards, in
 * this order: a cross-site write is refused (403) before anything else, then a route needs a session
 * unless it is `@Public()`.
 */
@Global()
@Module({
  providers: [
    RateLimitsRepository,
    SecurityLog,
    { provide: APP_GUARD, useClass: CrossSiteGuard },
    { provide: APP_GUARD, useClass: SignedInGuard },
  ],
  exports: [RateLimitsRepository, SecurityLog],
})
export class HardeningModule {}
