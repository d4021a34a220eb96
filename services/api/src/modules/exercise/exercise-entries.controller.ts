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
import { setPageHeaders } from '../../common/paging';
import { CurrentUser, type SessionUser, SignedInGuard } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { ExerciseService, type ExerciseEntryChanges, type NewExerciseEntry } from './exercise.service';

@Controller()
@UseGuards(SignedInGuard)
export class ExerciseEntriesController {
  constructor(@Inject(ExerciseService) private readonly exercise: ExerciseService) {}

  @Get(endpoints.listExerciseEntries.path)
  async list(
    @CurrentUser() user: SessionUser,
    @Query(zod(endpoints.listExerciseEntries.query))
    q: { date?: string; tz?: string; limit?: number; cursor?: string },
    @Res({ passthrough: true }) res: { header(name: string, value: string): unknown },
  ): Promise<ExerciseEntry[]> {
    if (q.date) return this.exercise.entriesOnDay(user.id, q.date, q.tz ?? 'UTC');
    const page = await this.exercise.entriesPage(user.id, q);
    setPageHeaders(res, endpoints.listExerciseEntries.path, page, q.limit);
    return page.items;
  }

  @Post(endpoints.createExerciseEntry.path)
  @HttpCode(201)
  create(
    @CurrentUser() user: SessionUser,
    @Body(zod(endpoints.createExerciseEntry.body)) body: NewExerciseEntry,
  ): Promise<ExerciseEntry> {
    return this.exercise.create(user.id, body);
  }

  @Patch(endpoints.updateExerciseEntry.path)
  update(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.updateExerciseEntry.params)) p: { id: string },
    @Body(zod(endpoints.updateExerciseEntry.body)) changes: ExerciseEntryChanges,
  ): Promise<ExerciseEntry> {
    return this.exercise.update(user.id, p.id, changes);
  }

  @Delete(endpoints.deleteExerciseEntry.path)
  @HttpCode(204)
  remove(
    @CurrentUser() user: SessionUser,
    @Param(zod(endpoints.deleteExerciseEntry.params)) p: { id: string },
  ): Promise<void> {
    return this.exercise.remove(user.id, p.id);
  }

  @Get(endpoints.stretchBreaks.path)
  breaks(
    @CurrentUser() user: SessionUser,
    @Query(zod(endpoints.stretchBreaks.query)) q: { tz?: string },
  ): Promise<StretchBreakWeek> {
    return this.exercise.breakWeek(user.id, q.tz ?? 'UTC');
  }
}
