import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Post, Put, Query, UseGuards } from '@nestjs/common';
import {
  endpoints,
  type CreateWaterEntryRequest,
  type SetWaterDayRequest,
  type SetWaterGoalRequest,
  type WaterDay,
  type WaterEntry,
  type WaterGoal,
  type WaterHistory,
} from '@chairside/contracts';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { WaterService } from './water.service';

@Controller()
@UseGuards(SignedInGuard)
export class WaterController {
  constructor(@Inject(WaterService) private readonly water: WaterService) {}

  @Get(endpoints.getWaterDay.path)
  day(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.getWaterDay.params)) p: { date: string },
    @Query(zod(endpoints.getWaterDay.query)) q: { tz?: string },
  ): Promise<WaterDay> {
    return this.water.day(user.id, p.date, q.tz ?? 'UTC');
  }

  @Put(endpoints.setWaterDay.path)
  setDay(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.setWaterDay.params)) p: { date: string },
    @Body(zod(endpoints.setWaterDay.body)) body: SetWaterDayRequest,
  ): Promise<WaterDay> {
    return this.water.setDay(user.id, p.date, body);
  }

  @Post(endpoints.createWaterEntry.path)
  @HttpCode(201)
  create(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.createWaterEntry.body)) body: CreateWaterEntryRequest,
  ): Promise<WaterEntry> {
    return this.water.create(user.id, body);
  }

  @Delete(endpoints.deleteWaterEntry.path)
  @HttpCode(204)
  remove(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.deleteWaterEntry.params)) p: { id: string },
  ): Promise<void> {
    return this.water.remove(user.id, p.id);
  }

  @Get(endpoints.getWaterGoal.path)
  goal(@CurrentUser() user: SessionUser): Promise<WaterGoal> {
    return this.water.goal(user.id);
  }

  @Put(endpoints.setWaterGoal.path)
  setGoal(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.setWaterGoal.body)) body: SetWaterGoalRequest,
  ): Promise<WaterGoal> {
    return this.water.setGoal(user.id, body);
  }

  @Get(endpoints.waterHistory.path)
  history(
    @CurrentUser() user: SessionUser,
    @Query(zod(endpoints.waterHistory.query)) q: { days: number; tz?: string },
  ): Promise<WaterHistory> {
    return this.water.history(user.id, q.days, q.tz ?? 'UTC');
  }
}
