import { Module } from '@nestjs/common';
import { NutritionModule } from '../nutrition/nutrition.module';
import { UsersModule } from '../users/users.module';
import { AnalysisController } from './analysis.controller';
import { AnalysisQueue } from './analysis-queue';
import { AnalysisService } from './analysis.service';
import { InFlight } from './in-flight';

@Module({
  // A barcode the member typed a food in for is answered from their food entries.
  imports: [UsersModule, NutritionModule],
  controllers: [AnalysisController],
  providers: [AnalysisService, AnalysisQueue, InFlight],
  exports: [AnalysisService],
})
export class AnalysisModule {}
