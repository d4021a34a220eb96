import { Body, Controller, HttpCode, Inject, Post, UseGuards } from '@nestjs/common';
import { endpoints, type FoodEntry, type PlaceFoodEntriesRequest } from '@chairside/contracts';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { EntryCopiesService } from './entry-copies.service';

type Place = Required<Pick<PlaceFoodEntriesRequest, 'entryIds' | 'date' | 'tz'>> &
  Pick<PlaceFoodEntriesRequest, 'mealType'>;

@Controller()
@UseGuards(SignedInGuard)
export class EntryCopiesController {
  constructor(@Inject(EntryCopiesService) private readonly copies: EntryCopiesService) {}

  @Post(endpoints.copyFoodEntries.path)
  @HttpCode(201)
  copy(@CurrentUser() user: SessionUser, @Body(zod(endpoints.copyFoodEntries.body)) body: Place): Promise<FoodEntry[]> {
    return this.copies.copy(user.id, body);
  }

  @Post(endpoints.moveFoodEntries.path)
  @HttpCode(200)
  move(@CurrentUser() user: SessionUser, @Body(zod(endpoints.moveFoodEntries.body)) body: Place): Promise<FoodEntry[]> {
    return this.copies.move(user.id, body);
  }
}
