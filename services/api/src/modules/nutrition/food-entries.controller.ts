import { Body, Controller, Get, HttpCode, Inject, Post, Query, UseGuards } from '@nestjs/common';
import { CreateFoodEntryRequest, endpoints, type FoodEntriesQuery, type FoodEntry } from '@chairside/contracts';
import type { z } from 'zod';
import { CurrentUser, SignedInGuard, type SessionUser } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { FoodEntriesRepository } from './food-entries.repository';

@Controller()
@UseGuards(SignedInGuard)
export class FoodEntriesController {
  constructor(@Inject(FoodEntriesRepository) private readonly entries: FoodEntriesRepository) {}

  @Get(endpoints.listFoodEntries.path)
  list(@CurrentUser() user: SessionUser, @Query(zod(endpoints.listFoodEntries.query)) q: FoodEntriesQuery): Promise<FoodEntry[]> {
    return q.date ? this.entries.findForUserOnDay(user.id, q.date, q.tz ?? 'UTC') : this.entries.findAllForUser(user.id);
  }

  @Post(endpoints.createFoodEntry.path)
  @HttpCode(201)
  create(@CurrentUser() user: SessionUser, @Body(zod(endpoints.createFoodEntry.body)) body: z.output<typeof CreateFoodEntryRequest>): Promise<FoodEntry> {
    return this.entries.create(user.id, body);
  }
}
