import { Inject, Injectable } from '@nestjs/common';
import {
  per100gFromServing,
  perServingFrom100g,
  roundNutrients,
  type FoodSearchResult,
  type Nutrients,
  type OwnFood,
  type SaveOwnFoodRequest,
} from '@chairside/contracts';
import type { z } from 'zod';
import { ApiException } from '../../common/api-exception';
import { HOUR_SECONDS, RateLimitsRepository } from '../../common/rate-limits.repository';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import type { OwnFoodEntity } from './own-food.entity';
import { OwnFoodsRepository } from './own-foods.repository';

const valuesOf = (e: OwnFoodEntity): Nutrients => ({
  calories: e.calories,
  protein: e.protein,
  carbs: e.carbs,
  fat: e.fat,
  sugars: e.sugars,
  fibre: e.fibre,
  saturatedFat: e.saturatedFat,
  sodium: e.sodium,
});

function toOwnFood(e: OwnFoodEntity): OwnFood {
  const values = valuesOf(e);
  const serving = e.servingName && e.servingGrams ? { name: e.servingName, grams: e.servingGrams } : null;
  const per100g = e.valuesPer === 'serving' && serving ? per100gFromServing(values, serving.grams) : values;
  return {
    id: e.id,
    name: e.name,
    brand: e.brand,
    serving,
    valuesPer: e.valuesPer,
    values,
    per100g,
    perServing: serving
      ? roundNutrients(e.valuesPer === 'serving' ? values : perServingFrom100g(values, serving.grams))
      : null,
    createdAt: new Date(e.createdAt).toISOString(),
    updatedAt: new Date(e.updatedAt).toISOString(),
  };
}

/** An own food as a search result: logged by grams or by its serving, like a reference food. */
function ownFoodResult(f: OwnFood): FoodSearchResult {
  return {
    name: f.brand ? `${f.name} (${f.brand})` : f.name,
    source: 'own',
    per100g: f.per100g,
    portions: [{ unit: 'g', grams: 1 }, ...(f.serving ? [{ unit: f.serving.name, grams: f.serving.grams }] : [])],
    lastLogged: null,
  };
}

/** A member's own foods: made, corrected and deleted by them alone, counted per hour like entries. */
@Injectable()
export class OwnFoodsService {
  constructor(
    @Inject(OwnFoodsRepository) private readonly foods: OwnFoodsRepository,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async list(userId: string): Promise<OwnFood[]> {
    return (await this.foods.listForUser(userId)).map(toOwnFood);
  }

  async create(userId: string, body: z.output<typeof SaveOwnFoodRequest>): Promise<OwnFood> {
    const limit = this.config.limits.entriesPerUserPerHour;
    await this.counters.enforce(
      `own-foods:${userId}`,
      limit,
      HOUR_SECONDS,
      (wait) => `You have saved ${limit} foods in the last hour. Please wait ${wait}.`,
    );
    return toOwnFood(await this.foods.create(userId, body));
  }

  async replace(userId: string, id: string, body: z.output<typeof SaveOwnFoodRequest>): Promise<OwnFood> {
    const row = await this.foods.replace(userId, id, body);
    if (!row) throw ApiException.notFound('Food');
    return toOwnFood(row);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.foods.delete(userId, id))) throw ApiException.notFound('Food');
  }

  /** The user's foods matching every word, as search results. */
  async search(userId: string, words: readonly string[], limit: number): Promise<FoodSearchResult[]> {
    return (await this.foods.search(userId, words, limit)).map((e) => ownFoodResult(toOwnFood(e)));
  }
}
