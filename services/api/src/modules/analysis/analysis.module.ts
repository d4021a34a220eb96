import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { AnalysisController } from './analysis.controller';
import { AnalysisQueue } from './analysis-queue';
import { InFlight } from './in-flight';

@Module({
  imports: [UsersModule],
  controllers: [AnalysisController],
  providers: [AnalysisQueue, InFlight],
  exports: [AnalysisQueue],
})
export class AnalysisModule {}
