import { Body, Controller, Delete, Get, HttpCode, Inject, Param, Put, Query, UseGuards } from '@nestjs/common';
import {
  endpoints,
  type BodyBreakSuggestion,
  type BodyCheckIn,
  type BodyCheckInsResponse,
  type BodyCheckInStatus,
  type BodyTrend,
  type SaveBodyCheckInRequest,
} from '@chairside/contracts';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { BodyCheckInsService } from './body-check-ins.service';

@Controller()
@UseGuards(SignedInGuard)
export class BodyCheckInsController {
  constructor(@Inject(BodyCheckInsService) private readonly body: BodyCheckInsService) {}

  @Get(endpoints.listBodyCheckIns.path)
  list(
    @CurrentUser() user: SessionUser,
    @Query(zod(endpoints.listBodyCheckIns.query)) q: { from?: string; to?: string; tz?: string },
  ): Promise<BodyCheckInsResponse> {
    return this.body.list(user.id, q);
  }

  @Put(endpoints.saveBodyCheckIn.path)
  save(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.saveBodyCheckIn.params)) p: { date: string },
    @Body(zod(endpoints.saveBodyCheckIn.body)) body: SaveBodyCheckInRequest,
  ): Promise<BodyCheckIn> {
    return this.body.save(user.id, p.date, body.regions, body.tz ?? 'UTC');
  }

  @Delete(endpoints.deleteBodyCheckIn.path)
  @HttpCode(204)
  remove(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.deleteBodyCheckIn.params)) p: { id: string },
  ): Promise<void> {
    return this.body.remove(user.id, p.id);
  }

  @Get(endpoints.bodyCheckInStatus.path)
  status(
    @CurrentUser() user: SessionUser,
    @Query(zod(endpoints.bodyCheckInStatus.query)) q: { tz?: string },
  ): Promise<BodyCheckInStatus> {
    return this.body.status(user.id, q.tz ?? 'UTC');
  }

  @Get(endpoints.bodyBreakSuggestion.path)
  suggestion(
    @CurrentUser() user: SessionUser,
    @Query(zod(endpoints.bodyBreakSuggestion.query)) q: { tz?: string },
  ): Promise<BodyBreakSuggestion> {
    return this.body.suggestion(user.id, q.tz ?? 'UTC');
  }

  @Get(endpoints.bodyTrend.path)
  trend(
    @CurrentUser() user: SessionUser,
    @Query(zod(endpoints.bodyTrend.query)) q: { tz?: string },
  ): Promise<BodyTrend> {
    return this.body.trend(user.id, q.tz ?? 'UTC');
  }
}
