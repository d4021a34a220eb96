import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { AnalysisController } from './analysis.controller';
import { AnalysisQueue } from './analysis-queue';
import { AnalysisService } from './analysis.service';
import { InFlight } from './in-flight';

@Module({
  imports: [UsersModule],
  controllers: [AnalysisController],
  providers: [AnalysisService, AnalysisQueue, InFlight],
  exports: [AnalysisService],
})
export class AnalysisModule {}
