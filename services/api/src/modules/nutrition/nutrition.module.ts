import { Module } from '@nestjs/common';
import { FoodEntriesController } from './food-entries.controller';
import { FoodEntriesRepository } from './food-entries.repository';
import { NutritionGoalsController } from './nutrition-goals.controller';
import { NutritionGoalsRepository } from './nutrition-goals.repository';
import { NutritionPersonalityController } from './nutrition-personality.controller';
import { NutritionPersonalityRepository } from './nutrition-personality.repository';

@Module({
  controllers: [FoodEntriesController, NutritionGoalsController, NutritionPersonalityController],
  providers: [FoodEntriesRepository, NutritionGoalsRepository, NutritionPersonalityRepository],
  // The community shares a user's own meal with a post.
  exports: [FoodEntriesRepository],
})
export class NutritionModule {}
