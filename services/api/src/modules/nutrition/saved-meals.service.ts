import { Inject, Injectable } from '@nestjs/common';
import { SAVED_MEAL_LIMITS, type FoodEntry, type MealType, type SavedMeal } from '@chairside/contracts';
import { ApiException } from '../../common/api-exception';
import { HOUR_SECONDS, RateLimitsRepository } from '../../common/rate-limits.repository';
import { EntryCopiesService, placement } from './entry-copies.service';
import { SavedMealsRepository } from './saved-meals.repository';

/** Saved meals one member may make in an hour: many more than a person names, a wall for a script. */
const SAVED_MEALS_PER_HOUR = 30;

/** Saved meals: entries saved under a name, listed, renamed, deleted, and logged again in one step. */
@Injectable()
export class SavedMealsService {
  constructor(
    @Inject(SavedMealsRepository) private readonly meals: SavedMealsRepository,
    @Inject(EntryCopiesService) private readonly copies: EntryCopiesService,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
  ) {}

  list(userId: string): Promise<SavedMeal[]> {
    return this.meals.list(userId);
  }

  async create(userId: string, body: { name: string; entryIds: string[] }): Promise<SavedMeal> {
    await this.counters.enforce(
      `saved-meals:${userId}`,
      SAVED_MEALS_PER_HOUR,
      HOUR_SECONDS,
      (wait) => `You have saved ${SAVED_MEALS_PER_HOUR} meals in the last hour. Please wait ${wait}.`,
    );
    if ((await this.meals.count(userId)) >= SAVED_MEAL_LIMITS.perMember)
      throw ApiException.conflict(
        `You have ${SAVED_MEAL_LIMITS.perMember} saved meals, the most there can be. Delete one you no longer use first.`,
      );
    await this.refuseTakenName(userId, body.name, null);
    const meal = await this.meals.create(userId, body.name, body.entryIds);
    if (!meal) throw ApiException.notFound('Food entry');
    return meal;
  }

  async rename(userId: string, id: string, name: string): Promise<SavedMeal> {
    await this.refuseTakenName(userId, name, id);
    if (!(await this.meals.rename(userId, id, name))) throw ApiException.notFound('Saved meal');
    return (await this.meals.findOwned(userId, id))!;
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.meals.delete(userId, id))) throw ApiException.notFound('Saved meal');
  }

  /** Its foods as new entries of one meal; each counts against the hourly entry limit. */
  async log(userId: string, id: string, body: { date: string; tz: string; mealType: MealType }): Promise<FoodEntry[]> {
    const to = placement(body);
    const meal = await this.meals.findOwned(userId, id);
    if (!meal) throw ApiException.notFound('Saved meal');
    const n = meal.items.length;
    await this.copies.countEntries(userId, n, `Logging ${meal.name}:`);
    const logged = await this.meals.log(userId, id, {
      date: to.date,
      tz: to.tz,
      mealType: body.mealType,
      time: to.mealTime,
    });
    if (!logged) {
      // Deleted meanwhile: nothing was logged.
      await this.copies.refund(userId, n);
      throw ApiException.notFound('Saved meal');
    }
    return logged;
  }

  private async refuseTakenName(userId: string, name: string, exceptId: string | null): Promise<void> {
    if (await this.meals.nameTaken(userId, name, exceptId))
      throw ApiException.conflict(`You already have a saved meal named ${name}. Please choose another name.`);
  }
}
