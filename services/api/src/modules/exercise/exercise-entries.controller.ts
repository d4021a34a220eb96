import { Controller, Get, Inject, Query, Res } from '@nestjs/common';
import { endpoints, type ExerciseEntry } from '@chairside/contracts';
import { setPageHeaders } from '../../common/paging';
import { CurrentUser, type SessionUser } from '../../common/session-user';
import { zod } from '../../common/zod.pipe';
import { ExerciseEntriesRepository } from './exercise-entries.repository';

@Controller()
export class ExerciseEntriesController {
  constructor(@Inject(ExerciseEntriesRepository) private readonly entries: ExerciseEntriesRepository) {}

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
}
