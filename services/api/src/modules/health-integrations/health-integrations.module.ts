import { Module } from '@nestjs/common';
import { AnalysisModule } from '../analysis/analysis.module';
import { HealthIntegrationsController } from './health-integrations.controller';
import { HealthIntegrationsRepository } from './health-integrations.repository';
import { HealthIntegrationsService } from './health-integrations.service';

@Module({
  imports: [AnalysisModule],
  controllers: [HealthIntegrationsController],
  providers: [HealthIntegrationsService, HealthIntegrationsRepository],
})
export class HealthIntegrationsModule {}
