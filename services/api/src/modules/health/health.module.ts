import { Module } from '@nestjs/common';
import { DocsController } from './docs.controller';
import { DrainState } from './drain-state';
import { HealthController } from './health.controller';
import { HealthRepository } from './health.repository';
import { HealthService } from './health.service';

@Module({
  controllers: [HealthController, DocsController],
  providers: [HealthService, HealthRepository, DrainState],
  // main.ts marks the instance draining when it is asked to stop.
  exports: [DrainState],
})
export class HealthModule {}
