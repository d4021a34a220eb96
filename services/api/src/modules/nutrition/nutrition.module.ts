import { Module } from '@nestjs/common';
import { FoodEntriesController } from './food-entries.controller';
import { FoodEntriesRepository } from './food-entries.repository';
import { NutritionGoalsController } from './nutrition-goals.controller';
import { NutritionGoalsRepository } from './nutrition-goals.repository';

@Module({
  controllers: [FoodEntriesController, NutritionGoalsController],
  providers: [FoodEntriesRepository, NutritionGoalsRepository],
})
export class NutritionModule {}
