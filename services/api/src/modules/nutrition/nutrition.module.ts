import { Module } from '@nestjs/common';
import { FoodEntriesController } from './food-entries.controller';
import { FoodEntriesRepository } from './food-entries.repository';
import { FoodEntriesService } from './food-entries.service';
import { NutritionGoalsController } from './nutrition-goals.controller';
import { NutritionGoalsRepository } from './nutrition-goals.repository';
import { NutritionPersonalityController } from './nutrition-personality.controller';
import { NutritionPersonalityRepository } from './nutrition-personality.repository';
import { NutritionService } from './nutrition.service';

@Module({
  controllers: [FoodEntriesController, NutritionGoalsController, NutritionPersonalityController],
  providers: [
    FoodEntriesService,
    NutritionService,
    FoodEntriesRepository,
    NutritionGoalsRepository,
    NutritionPersonalityRepository,
  ],
  // The community shares a user's own meal with a post.
  exports: [FoodEntriesService],
})
export class NutritionModule {}
