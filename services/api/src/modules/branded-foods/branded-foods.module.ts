import { Module } from '@nestjs/common';
import { AnalysisModule } from '../analysis/analysis.module';
import { BrandedFoodSearchesRepository } from './branded-food-searches.repository';
import { BrandedFoodsController } from './branded-foods.controller';
import { BrandedFoodsService } from './branded-foods.service';

/** Branded foods from Open Food Facts' search, through the worker's queue (AnalysisService). */
@Module({
  imports: [AnalysisModule],
  controllers: [BrandedFoodsController],
  providers: [BrandedFoodsService, BrandedFoodSearchesRepository],
})
export class BrandedFoodsModule {}
