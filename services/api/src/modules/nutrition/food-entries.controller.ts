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
  type FoodEntriesQuery,
  type FoodEntry,
  type FoodSearchResult,
  type NutritionDay,
  type Streak,
  type UpdateFoodEntryRequest,
} from '@chairside/contracts';
import type { z } from 'zod';
import type { HttpReply } from '../../common/http-reply';
import { sendJpeg } from '../../common/photos';
import { setPageHeaders } from '../../common/paging';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { FoodEntriesService } from './food-entries.service';

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
  constructor(@Inject(FoodEntriesService) private readonly entries: FoodEntriesService) {}

  @Get(endpoints.listFoodEntries.path)
  async list(
    @CurrentUser() user: SessionUser,
    @Query(zod(endpoints.listFoodEntries.query)) q: FoodEntriesQuery,
    @Res({ passthrough: true }) res: { header(name: string, value: string): unknown },
  ): Promise<FoodEntry[]> {
    if (q.date) return this.entries.entriesOnDay(user.id, q.date, q.tz ?? 'UTC');
    const page = await this.entries.entriesPage(user.id, q);
    setPageHeaders(res, endpoints.listFoodEntries.path, page, q.limit);
    return page.items;
  }

  /** JSON (manual, voice) or multipart with an optional photo (camera). */
  @Post(endpoints.createFoodEntry.path)
  @HttpCode(201)
  @UseInterceptors(PHOTO_UPLOAD)
  async create(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.createFoodEntry.body)) body: z.output<typeof CreateFoodEntryRequest>,
    @UploadedFile() file: UploadedPhoto | undefined,
  ): Promise<FoodEntry> {
    return this.entries.create(user.id, body, file?.buffer);
  }

  @Patch(endpoints.updateFoodEntry.path)
  async update(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.updateFoodEntry.params)) p: { id: string },
    @Body(zod(endpoints.updateFoodEntry.body)) changes: z.output<typeof UpdateFoodEntryRequest>,
  ): Promise<FoodEntry> {
    return this.entries.update(user.id, p.id, changes);
  }

  @Delete(endpoints.deleteFoodEntry.path)
  @HttpCode(204)
  async remove(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.deleteFoodEntry.params)) p: { id: string },
  ): Promise<void> {
    return this.entries.remove(user.id, p.id);
  }

  @Post(endpoints.restoreFoodEntry.path)
  @HttpCode(200)
  restore(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.restoreFoodEntry.params)) p: { id: string },
  ): Promise<FoodEntry> {
    return this.entries.restore(user.id, p.id);
  }

  @Get(endpoints.searchFoods.path)
  async search(
    @CurrentUser() user: SessionUser,
    @Query(zod(endpoints.searchFoods.query)) q: { q: string; limit?: number },
  ): Promise<FoodSearchResult[]> {
    return this.entries.search(user.id, q.q, q.limit);
  }

  @Get(endpoints.foodPhoto.path)
  async photo(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.foodPhoto.params)) p: { id: string },
    @Res() res: HttpReply,
  ): Promise<void> {
    const jpeg = await this.entries.photo(user.id, p.id);
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
    return this.entries.history(user.id, q.days, q.tz ?? 'UTC');
  }
}
