import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { AnalysisController } from './analysis.controller';
import { AnalysisQueue } from './analysis-queue';

@Module({
  imports: [UsersModule],
  controllers: [AnalysisController],
  providers: [AnalysisQueue],
  exports: [AnalysisQueue],
})
export class AnalysisModule {}
