import { Module } from '@nestjs/common';
import { UsersModule } from '../users/users.module';
import { EntryCopiesController } from './entry-copies.controller';
import { EntryCopiesRepository } from './entry-copies.repository';
import { EntryCopiesService } from './entry-copies.service';
import { ExpenditureController } from './expenditure.controller';
import { ExpenditureRepository } from './expenditure.repository';
import { ExpenditureService } from './expenditure.service';
import { FoodEntriesController } from './food-entries.controller';
import { FoodEntriesRepository } from './food-entries.repository';
import { FoodEntriesService } from './food-entries.service';
import { NutritionGoalsController } from './nutrition-goals.controller';
import { NutritionGoalsRepository } from './nutrition-goals.repository';
import { NutritionPersonalityController } from './nutrition-personality.controller';
import { NutritionPersonalityRepository } from './nutrition-personality.repository';
import { NutritionService } from './nutrition.service';
import { OwnFoodsController } from './own-foods.controller';
import { OwnFoodsRepository } from './own-foods.repository';
import { OwnFoodsService } from './own-foods.service';
import { RecipesController } from './recipes.controller';
import { RecipesRepository } from './recipes.repository';
import { RecipesService } from './recipes.service';
import { SavedMealsController } from './saved-meals.controller';
import { SavedMealsRepository } from './saved-meals.repository';
import { SavedMealsService } from './saved-meals.service';

@Module({
  // The expenditure estimate reads the profile and the weigh-ins.
  imports: [UsersModule],
  controllers: [
    FoodEntriesController,
    EntryCopiesController,
    SavedMealsController,
    OwnFoodsController,
    RecipesController,
    NutritionGoalsController,
    ExpenditureController,
    NutritionPersonalityController,
  ],
  providers: [
    FoodEntriesService,
    NutritionService,
    FoodEntriesRepository,
    NutritionGoalsRepository,
    NutritionPersonalityRepository,
    EntryCopiesService,
    EntryCopiesRepository,
    SavedMealsService,
    SavedMealsRepository,
    OwnFoodsService,
    OwnFoodsRepository,
    RecipesService,
    RecipesRepository,
    ExpenditureService,
    ExpenditureRepository,
  ],
  // The community shares a user's own meal with a post.
  exports: [FoodEntriesService],
})
export class NutritionModule {}
