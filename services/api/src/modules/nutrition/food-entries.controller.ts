import {
  Body,
  Controller,
  Delete,
  Get,
  HttpCode,
  Inject,
  Param,
  Patch,
  Post,
  Query,
  Res,
  UploadedFile,
  UseGuards,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-fastify/multipart';
import {
  CreateFoodEntryRequest,
  endpoints,
  FOOD_PHOTO_UPLOAD,
  PAST_DAYS_EDITABLE,
  SUGARS_ABOVE_CARBS,
  type FoodEntriesQuery,
  type FoodEntry,
  type FoodSearchResult,
  type NutritionDay,
  type Streak,
} from '@chairside/contracts';
import { portionsOf, searchReferenceFoods } from '@chairside/analysis';
import type { z } from 'zod';
import { ApiException } from '../../common/api-exception';
import type { HttpReply } from '../../common/http-reply';
import { PhotoQuota } from '../../common/photo-quota';
import { reencodeUpload, sendJpeg } from '../../common/photos';
import { setPageHeaders } from '../../common/paging';
import { addDays, todayIn } from '../../common/day-range';
import { RateLimitsRepository } from '../../common/rate-limits.repository';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { FoodEntriesRepository, MEAL_HOURS, type FoodEntryChanges } from './food-entries.repository';
import { rankFoods } from './rank-foods';

/** The part of the uploaded file we read (the interceptor's memory storage fills `buffer`). */
interface UploadedPhoto {
  buffer: Buffer;
}

/** @fastify/multipart (through Nest's interceptor) keeps the one photo in memory, bounded; text fields are few and short. */
const PHOTO_UPLOAD = FileInterceptor(FOOD_PHOTO_UPLOAD.field, {
  limits: { fileSize: FOOD_PHOTO_UPLOAD.maxBytes, files: 1, fields: 12, fieldSize: 4096, parts: 14 },
});

@Controller()
@UseGuards(SignedInGuard)
export class FoodEntriesController {
  constructor(
    @Inject(FoodEntriesRepository) private readonly entries: FoodEntriesRepository,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(PhotoQuota) private readonly photoQuota: PhotoQuota,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(endpoints.listFoodEntries.path)
  async list(
    @CurrentUser() user: SessionUser,
    @Query(zod(endpoints.listFoodEntries.query)) q: FoodEntriesQuery,
    @Res({ passthrough: true }) res: { header(name: string, value: string): unknown },
  ): Promise<FoodEntry[]> {
    if (q.date) return this.entries.findForUserOnDay(user.id, q.date, q.tz ?? 'UTC');
    const page = await this.entries.pageForUser(user.id, q);
    setPageHeaders(res, endpoints.listFoodEntries.path, page, q.limit);
    return page.items;
  }

  /** JSON (manual, voice) or multipart with an optional photo (camera, spec 7). */
  @Post(endpoints.createFoodEntry.path)
  @HttpCode(201)
  @UseInterceptors(PHOTO_UPLOAD)
  async create(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.createFoodEntry.body)) body: z.output<typeof CreateFoodEntryRequest>,
    @UploadedFile() file: UploadedPhoto | undefined,
  ): Promise<FoodEntry> {
    const { date, time, tz = 'UTC', ...fields } = body;
    const today = todayIn(tz);
    if (date && (date > today || date < addDays(today, -PAST_DAYS_EDITABLE)))
      throw ApiException.badRequest(`date: must be today or one of the ${PAST_DAYS_EDITABLE} days before`, [
        { path: 'date', message: `must be today or one of the ${PAST_DAYS_EDITABLE} days before` },
      ]);
    const limit = this.config.limits.entriesPerUserPerHour;
    await this.counters.enforce(
      `food-entries:${user.id}`,
      limit,
      3600,
      (wait) => `You have logged ${limit} food entries in the last hour. Please wait ${wait}.`,
    );
    // A time of day places the entry then (a later one today is allowed: people log ahead); without
    // one, today's entry is now and a past day's sits at its meal's usual hour.
    const day = date ?? today;
    const at = time ?? (day !== today ? MEAL_HOURS[fields.mealType] : undefined);
    const entry = { ...fields, ...(at ? { eatenAt: await this.entries.instantOn(day, at, tz) } : {}) };
    if (!file) return this.entries.create(user.id, entry);
    await this.photoQuota.ensureRoom(user.id);
    const photo = await reencodeUpload(file.buffer, FOOD_PHOTO_UPLOAD.maxBytes);
    return this.entries.createWithPhoto(user.id, entry, photo);
  }

  @Patch(endpoints.updateFoodEntry.path)
  async update(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.updateFoodEntry.params)) p: { id: string },
    @Body(zod(endpoints.updateFoodEntry.body)) changes: FoodEntryChanges,
  ): Promise<FoodEntry> {
    // Sugars sent without carbs are checked against the stored carbs (the schema checks them together).
    if (changes.sugars != null && changes.carbs === undefined) {
      const current = await this.entries.findOwned(user.id, p.id);
      if (!current) throw ApiException.notFound('Food entry');
      if (changes.sugars > current.carbs)
        throw ApiException.badRequest(`sugars: ${SUGARS_ABOVE_CARBS}`, [
          { path: 'sugars', message: SUGARS_ABOVE_CARBS },
        ]);
    }
    const entry = await this.entries.update(user.id, p.id, changes);
    if (!entry) throw ApiException.notFound('Food entry');
    return entry;
  }

  @Delete(endpoints.deleteFoodEntry.path)
  @HttpCode(204)
  async remove(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.deleteFoodEntry.params)) p: { id: string },
  ): Promise<void> {
    if (!(await this.entries.delete(user.id, p.id))) throw ApiException.notFound('Food entry');
  }

  @Get(endpoints.searchFoods.path)
  async search(
    @CurrentUser() user: SessionUser,
    @Query(zod(endpoints.searchFoods.query)) q: { q: string; limit?: number },
  ): Promise<FoodSearchResult[]> {
    const limit = q.limit ?? 8;
    const words = q.q.split(/\s+/).filter(Boolean).slice(0, 6);
    const [recent, reference] = await Promise.all([
      this.entries.recentFoods(user.id, words, limit),
      Promise.resolve(searchReferenceFoods(q.q, limit)),
    ]);
    return rankFoods(q.q, recent, reference, portionsOf).slice(0, limit);
  }

  @Get(endpoints.foodPhoto.path)
  async photo(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.foodPhoto.params)) p: { id: string },
    @Res() res: HttpReply,
  ): Promise<void> {
    const jpeg = await this.entries.findPhoto(user.id, p.id);
    if (!jpeg) throw ApiException.notFound('Photo');
    // Not stored by any cache, the browser's included: clinics share workstations, and a meal photo
    // must not outlive the session that could see it.
    sendJpeg(res, jpeg, 'private, no-store');
  }

  @Get(endpoints.streak.path)
  streak(@CurrentUser() user: SessionUser, @Query(zod(endpoints.streak.query)) q: { tz?: string }): Promise<Streak> {
    return this.entries.streak(user.id, q.tz ?? 'UTC');
  }

  @Get(endpoints.nutritionHistory.path)
  history(
    @CurrentUser() user: SessionUser,
    @Query(zod(endpoints.nutritionHistory.query)) q: { days: number; tz?: string },
  ): Promise<NutritionDay[]> {
    return this.entries.dailyTotals(user.id, q.days, q.tz ?? 'UTC');
  }
}
