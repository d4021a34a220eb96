import {
  Body,
  Controller,
  Get,
  HttpCode,
  Inject,
  Param,
  Post,
  Query,
  Res,
  UploadedFile,
  UseInterceptors,
} from '@nestjs/common';
import { FileInterceptor } from '@nestjs/platform-fastify/multipart';
import {
  CreateFoodEntryRequest,
  endpoints,
  FOOD_PHOTO_UPLOAD,
  type FoodEntriesQuery,
  type FoodEntry,
  type NutritionDay,
  type Streak,
} from '@chairside/contracts';
import { reencodePhoto } from '@chairside/analysis';
import type { z } from 'zod';
import { ApiException } from '../../common/api-exception';
import type { HttpReply } from '../../common/http-reply';
import { setPageHeaders } from '../../common/paging';
import { CurrentUser, type SessionUser } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { FoodEntriesRepository } from './food-entries.repository';

/** The part of the uploaded file we read (the interceptor's memory storage fills `buffer`). */
interface UploadedPhoto {
  buffer: Buffer;
}

/** @fastify/multipart (through Nest's interceptor) keeps the one photo in memory, bounded; text fields are few and short. */
const PHOTO_UPLOAD = FileInterceptor(FOOD_PHOTO_UPLOAD.field, {
  limits: { fileSize: FOOD_PHOTO_UPLOAD.maxBytes, files: 1, fields: 12, fieldSize: 4096, parts: 14 },
});

@Controller()
export class FoodEntriesController {
  constructor(@Inject(FoodEntriesRepository) private readonly entries: FoodEntriesRepository) {}

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
    if (!file) return this.entries.create(user.id, body);
    const photo = await reencodePhoto(file.buffer, FOOD_PHOTO_UPLOAD.maxBytes);
    if (!photo.ok) throw new ApiException(photo.statusCode, photo.message, photo.code as never);
    return this.entries.createWithPhoto(user.id, body, photo);
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
    res
      .type('image/jpeg')
      .header('Cache-Control', 'private, no-store')
      .header('X-Content-Type-Options', 'nosniff')
      .send(jpeg);
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
