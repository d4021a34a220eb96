import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { endpoints, type ExerciseEntry } from '@chairside/contracts';
import { CurrentUser, SignedInGuard, type SessionUser } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { ExerciseEntriesRepository } from './exercise-entries.repository';

@Controller()
@UseGuards(SignedInGuard)
export class ExerciseEntriesController {
  constructor(@Inject(ExerciseEntriesRepository) private readonly entries: ExerciseEntriesRepository) {}

  @Get(endpoints.listExerciseEntries.path)
  list(
    @CurrentUser() user: SessionUser,
    @Query(zod(endpoints.listExerciseEntries.query)) q: { date?: string; tz?: string },
  ): Promise<ExerciseEntry[]> {
    return q.date
      ? this.entries.findForUserOnDay(user.id, q.date, q.tz ?? 'UTC')
      : this.entries.findAllForUser(user.id);
  }
}
