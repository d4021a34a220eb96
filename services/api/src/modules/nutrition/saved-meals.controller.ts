import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Patch, Post, UseGuards } from '@nestjs/common';
import { endpoints, type FoodEntry, type MealType, type SavedMeal } from '@chairside/contracts';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { SavedMealsService } from './saved-meals.service';

@Controller()
@UseGuards(SignedInGuard)
export class SavedMealsController {
  constructor(@Inject(SavedMealsService) private readonly meals: SavedMealsService) {}

  @Get(endpoints.listSavedMeals.path)
  list(@CurrentUser() user: SessionUser): Promise<SavedMeal[]> {
    return this.meals.list(user.id);
  }

  @Post(endpoints.createSavedMeal.path)
  @HttpCode(201)
  create(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.createSavedMeal.body)) body: { name: string; entryIds: string[] },
  ): Promise<SavedMeal> {
    return this.meals.create(user.id, body);
  }

  @Patch(endpoints.renameSavedMeal.path)
  rename(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.renameSavedMeal.params)) p: { id: string },
    @Body(zod(endpoints.renameSavedMeal.body)) body: { name: string },
  ): Promise<SavedMeal> {
    return this.meals.rename(user.id, p.id, body.name);
  }

  @Delete(endpoints.deleteSavedMeal.path)
  @HttpCode(204)
  remove(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.deleteSavedMeal.params)) p: { id: string },
  ): Promise<void> {
    return this.meals.remove(user.id, p.id);
  }

  @Post(endpoints.logSavedMeal.path)
  @HttpCode(201)
  log(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.logSavedMeal.params)) p: { id: string },
    @Body(zod(endpoints.logSavedMeal.body)) body: { date: string; tz: string; mealType: MealType },
  ): Promise<FoodEntry[]> {
    return this.meals.log(user.id, p.id, body);
  }
}
