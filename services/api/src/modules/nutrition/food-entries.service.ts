import { Inject, Injectable, type OnModuleDestroy, type OnModuleInit } from '@nestjs/common';
import {
  CreateFoodEntryRequest,
  DELETED_ENTRY_RESTORE_SECONDS,
  FOOD_PHOTO_UPLOAD,
  PAST_DAYS_EDITABLE,
  SATURATED_FAT_ABOVE_FAT,
  SUGARS_ABOVE_CARBS,
  type FoodAnalysisResult,
  type FoodEntry,
  type FoodSearchResult,
  type NutritionDay,
  type Streak,
  type UpdateFoodEntryRequest,
} from '@chairside/contracts';
import { portionsOf, searchReferenceFoods } from '@chairside/analysis';
import type { z } from 'zod';
import { ApiException } from '../../common/api-exception';
import { addDays, todayIn } from '../../common/day-range';
import type { Page } from '../../common/paging';
import { PhotoQuota } from '../../common/photo-quota';
import { reencodeUpload } from '../../common/photos';
import { HOUR_SECONDS, RateLimitsRepository } from '../../common/rate-limits.repository';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { FoodEntriesRepository, MEAL_HOURS } from './food-entries.repository';
import { rankFoods } from './rank-foods';
import { MY_FOODS_IN_SEARCH, myFoodsFirst } from './my-foods-first';
import { OwnFoodsService } from './own-foods.service';
import { RecipesService } from './recipes.service';

/** How often the deleted entries kept for Undo are checked for ones whose time is up. */
const PURGE_EVERY_MS = 60_000;

/** A user's food entries: logging (limited per hour, recent days only), editing their own, search, streak and history. */
@Injectable()
export class FoodEntriesService implements OnModuleInit, OnModuleDestroy {
  private purgeTimer: ReturnType<typeof setInterval> | undefined;

  constructor(
    @Inject(FoodEntriesRepository) private readonly entries: FoodEntriesRepository,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(PhotoQuota) private readonly photoQuota: PhotoQuota,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(OwnFoodsService) private readonly ownFoods: OwnFoodsService,
    @Inject(RecipesService) private readonly recipes: RecipesService,
  ) {}

  /**
   * A deleted entry's photo must not outlive its Undo by long, even when nobody deletes again: every
   * instance sweeps now and then (the delete is the same whichever instance runs it).
   */
  onModuleInit(): void {
    this.purgeTimer = setInterval(() => void this.purgeDeleted(), PURGE_EVERY_MS);
    this.purgeTimer.unref();
  }

  onModuleDestroy(): void {
    clearInterval(this.purgeTimer);
  }

  private async purgeDeleted(): Promise<void> {
    try {
      await this.entries.purgeDeleted(DELETED_ENTRY_RESTORE_SECONDS);
    } catch {
      // The next sweep or delete tries again; a database outage is reported by the requests themselves.
    }
  }

  entriesOnDay(userId: string, day: string, tz: string): Promise<FoodEntry[]> {
    return this.entries.findForUserOnDay(userId, day, tz);
  }

  entriesPage(userId: string, q: { limit?: number; cursor?: string }): Promise<Page<FoodEntry>> {
    return this.entries.pageForUser(userId, q);
  }

  /** The user's own entry (another's is null): the community shares a user's own meal with a post. */
  findOwned(userId: string, id: string): Promise<FoodEntry | null> {
    return this.entries.findOwned(userId, id);
  }

  /** Today or one of the PAST_DAYS_EDITABLE days before; an optional photo (camera) counts against the quota. */
  async create(
    userId: string,
    body: z.output<typeof CreateFoodEntryRequest>,
    upload: Buffer | undefined,
  ): Promise<FoodEntry> {
    const { date, time, tz = 'UTC', ...fields } = body;
    const today = todayIn(tz);
    if (date) this.checkEditableDay(date, tz);
    const limit = this.config.limits.entriesPerUserPerHour;
    await this.counters.enforce(
      `food-entries:${userId}`,
      limit,
      HOUR_SECONDS,
      (wait) => `You have logged ${limit} food entries in the last hour. Please wait ${wait}.`,
    );
    // A time of day places the entry then (a later one today is allowed: people log ahead); without
    // one, today's entry is now and a past day's sits at its meal's usual hour.
    const day = date ?? today;
    const at = time ?? (day !== today ? MEAL_HOURS[fields.mealType] : undefined);
    const entry = { ...fields, ...(at ? { eatenAt: await this.entries.instantOn(day, at, tz) } : {}) };
    if (!upload) return this.entries.create(userId, entry);
    await this.photoQuota.ensureRoom(userId);
    const photo = await reencodeUpload(upload, FOOD_PHOTO_UPLOAD.maxBytes);
    return this.entries.createWithPhoto(userId, entry, photo);
  }

  async update(userId: string, id: string, body: z.output<typeof UpdateFoodEntryRequest>): Promise<FoodEntry> {
    const { time, date, tz = 'UTC', ...changes } = body;
    if (date) this.checkEditableDay(date, tz);
    // Sugars sent without carbs (saturated fat without fat) are checked against the stored value
    // (the schema checks them when both are sent).
    const sugarsAlone = changes.sugars != null && changes.carbs === undefined;
    const saturatedAlone = changes.saturatedFat != null && changes.fat === undefined;
    if (sugarsAlone || saturatedAlone) {
      const current = await this.entries.findOwned(userId, id);
      if (!current) throw ApiException.notFound('Food entry');
      if (sugarsAlone && changes.sugars! > current.carbs)
        throw ApiException.badRequest(`sugars: ${SUGARS_ABOVE_CARBS}`, [
          { path: 'sugars', message: SUGARS_ABOVE_CARBS },
        ]);
      if (saturatedAlone && changes.saturatedFat! > current.fat)
        throw ApiException.badRequest(`saturatedFat: ${SATURATED_FAT_ABOVE_FAT}`, [
          { path: 'saturatedFat', message: SATURATED_FAT_ABOVE_FAT },
        ]);
    }
    const entry = await this.entries.update(userId, id, changes, time ? { time, date, tz } : undefined);
    if (!entry) throw ApiException.notFound('Food entry');
    return entry;
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.entries.delete(userId, id))) throw ApiException.notFound('Food entry');
    await this.purgeDeleted();
  }

  /**
   * Undo of a delete: the same entry back, photo and all, within DELETED_ENTRY_RESTORE_SECONDS. Not
   * rate limited: it only brings back what the member deleted, and each entry once.
   */
  async restore(userId: string, id: string): Promise<FoodEntry> {
    const entry = await this.entries.restore(userId, id, DELETED_ENTRY_RESTORE_SECONDS);
    if (!entry) throw ApiException.notFound('Deleted food entry');
    return entry;
  }

  private checkEditableDay(date: string, tz: string): void {
    const today = todayIn(tz);
    if (date > today || date < addDays(today, -PAST_DAYS_EDITABLE))
      throw ApiException.badRequest(`date: must be today or one of the ${PAST_DAYS_EDITABLE} days before`, [
        { path: 'date', message: `must be today or one of the ${PAST_DAYS_EDITABLE} days before` },
      ]);
  }

  /**
   * The member's own foods and recipes first (docs/decisions.md "Own foods and recipes"), then
   * their recent foods and the reference table's, ranked together.
   */
  async search(userId: string, query: string, limit = 8): Promise<FoodSearchResult[]> {
    const words = query.split(/\s+/).filter(Boolean).slice(0, 6);
    const [recent, ownFoods, recipes] = await Promise.all([
      this.entries.recentFoods(userId, words, limit),
      this.ownFoods.search(userId, words, MY_FOODS_IN_SEARCH),
      this.recipes.search(userId, words, MY_FOODS_IN_SEARCH),
    ]);
    const others = rankFoods(query, recent, searchReferenceFoods(query, limit), portionsOf).slice(0, limit);
    return myFoodsFirst(query, [...ownFoods, ...recipes], others);
  }

  /**
   * The food the member typed in for this barcode (their latest entry with it), as a lookup's
   * answer: their own values for the product, or null when they never typed it in.
   */
  async rememberedProduct(userId: string, barcode: string): Promise<FoodAnalysisResult | null> {
    const e = await this.entries.latestForBarcode(userId, barcode);
    if (!e) return null;
    return {
      foodName: e.foodName,
      calories: e.calories,
      protein: e.protein,
      carbs: e.carbs,
      fat: e.fat,
      sugars: e.sugars,
      fibre: e.fibre,
      saturatedFat: e.saturatedFat,
      sodium: e.sodium,
      confidence: 1,
      note: `As you entered it for barcode ${barcode}.`,
      ingredients: [],
    };
  }

  async photo(userId: string, photoId: string): Promise<Buffer> {
    const jpeg = await this.entries.findPhoto(userId, photoId);
    if (!jpeg) throw ApiException.notFound('Photo');
    return jpeg;
  }

  streak(userId: string, tz: string): Promise<Streak> {
    return this.entries.streak(userId, tz);
  }

  history(userId: string, days: number, tz: string): Promise<NutritionDay[]> {
    return this.entries.dailyTotals(userId, days, tz);
  }
}
