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
  UseGuards,
} from '@nestjs/common';
import { endpoints, type ExerciseEntry, type StretchBreakWeek } from '@chairside/contracts';
import { ApiException } from '../../common/api-exception';
import { setPageHeaders } from '../../common/paging';
import { RateLimitsRepository } from '../../common/rate-limits.repository';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import {
  ExerciseEntriesRepository,
  type ExerciseEntryChanges,
  type NewExerciseEntry,
} from './exercise-entries.repository';

const HOUR_SECONDS = 3600;

@Controller()
@UseGuards(SignedInGuard)
export class ExerciseEntriesController {
  constructor(
    @Inject(ExerciseEntriesRepository) private readonly entries: ExerciseEntriesRepository,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  @Get(endpoints.listExerciseEntries.path)
  async list(
    @CurrentUser() user: SessionUser,
    @Query(zod(endpoints.listExerciseEntries.query))
    q: { date?: string; tz?: string; limit?: number; cursor?: string },
    @Res({ passthrough: true }) res: { header(name: string, value: string): unknown },
  ): Promise<ExerciseEntry[]> {
    if (q.date) return this.entries.findForUserOnDay(user.id, q.date, q.tz ?? 'UTC');
    const page = await this.entries.pageForUser(user.id, q);
    setPageHeaders(res, endpoints.listExerciseEntries.path, page, q.limit);
    return page.items;
  }

  @Post(endpoints.createExerciseEntry.path)
  @HttpCode(201)
  async create(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.createExerciseEntry.body)) body: NewExerciseEntry,
  ): Promise<ExerciseEntry> {
    // Counted after validation: a rejected body stores nothing and costs nothing.
    const limit = this.config.limits.entriesPerUserPerHour;
    await this.counters.enforce(
      `exercise-entries:${user.id}`,
      limit,
      HOUR_SECONDS,
      (wait) => `You have logged ${limit} exercise entries in the last hour. Please wait ${wait}.`,
    );
    return this.entries.create(user.id, body);
  }

  @Patch(endpoints.updateExerciseEntry.path)
  async update(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.updateExerciseEntry.params)) p: { id: string },
    @Body(zod(endpoints.updateExerciseEntry.body)) changes: ExerciseEntryChanges,
  ): Promise<ExerciseEntry> {
    const entry = await this.entries.update(user.id, p.id, changes);
    if (!entry) throw ApiException.notFound('Exercise entry');
    return entry;
  }

  @Delete(endpoints.deleteExerciseEntry.path)
  @HttpCode(204)
  async remove(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.deleteExerciseEntry.params)) p: { id: string },
  ): Promise<void> {
    if (!(await this.entries.delete(user.id, p.id))) throw ApiException.notFound('Exercise entry');
  }

  @Get(endpoints.stretchBreaks.path)
  breaks(
    @CurrentUser() user: SessionUser,
    @Query(zod(endpoints.stretchBreaks.query)) q: { tz?: string },
  ): Promise<StretchBreakWeek> {
    return this.entries.breakWeek(user.id, q.tz ?? 'UTC');
  }
}
