import { Module } from '@nestjs/common';
import { AnalysisModule } from '../analysis/analysis.module';
import { HealthIntegrationsController } from './health-integrations.controller';
import { HealthIntegrationsRepository } from './health-integrations.repository';

@Module({
  imports: [AnalysisModule],
  controllers: [HealthIntegrationsController],
  providers: [HealthIntegrationsRepository],
})
export class HealthIntegrationsModule {}
