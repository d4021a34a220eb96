import { Inject, Injectable } from '@nestjs/common';
import type { ErgonomicStretch, ExerciseEntry, StretchBreakWeek, StretchReminders } from '@chairside/contracts';
import { ApiException } from '../../common/api-exception';
import type { Page } from '../../common/paging';
import { HOUR_SECONDS, RateLimitsRepository } from '../../common/rate-limits.repository';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import {
  ExerciseEntriesRepository,
  type ExerciseEntryChanges,
  type NewExerciseEntry,
} from './exercise-entries.repository';
import { StretchesRepository } from './stretches.repository';
import { StretchRemindersRepository } from './stretch-reminders.repository';

export type { ExerciseEntryChanges, NewExerciseEntry };

/** Exercise entries (a user's own, limited per hour), the stretch catalogue and the reminder settings. */
@Injectable()
export class ExerciseService {
  constructor(
    @Inject(ExerciseEntriesRepository) private readonly entries: ExerciseEntriesRepository,
    @Inject(StretchesRepository) private readonly stretches: StretchesRepository,
    @Inject(StretchRemindersRepository) private readonly reminders: StretchRemindersRepository,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  entriesOnDay(userId: string, day: string, tz: string): Promise<ExerciseEntry[]> {
    return this.entries.findForUserOnDay(userId, day, tz);
  }

  entriesPage(userId: string, q: { limit?: number; cursor?: string }): Promise<Page<ExerciseEntry>> {
    return this.entries.pageForUser(userId, q);
  }

  /** Counted after validation: a rejected body stores nothing and costs nothing. */
  async create(userId: string, body: NewExerciseEntry): Promise<ExerciseEntry> {
    const limit = this.config.limits.entriesPerUserPerHour;
    await this.counters.enforce(
      `exercise-entries:${userId}`,
      limit,
      HOUR_SECONDS,
      (wait) => `You have logged ${limit} exercise entries in the last hour. Please wait ${wait}.`,
    );
    return this.entries.create(userId, body);
  }

  /** Only the user's own entry; anyone else's is not found. */
  async update(userId: string, id: string, changes: ExerciseEntryChanges): Promise<ExerciseEntry> {
    const entry = await this.entries.update(userId, id, changes);
    if (!entry) throw ApiException.notFound('Exercise entry');
    return entry;
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.entries.delete(userId, id))) throw ApiException.notFound('Exercise entry');
  }

  breakWeek(userId: string, tz: string): Promise<StretchBreakWeek> {
    return this.entries.breakWeek(userId, tz);
  }

  /** Stretch breaks per week (Monday `from`, `weeks` weeks in tz), for the body trend; weeks without any are absent. */
  breaksPerWeek(
    userId: string,
    from: string,
    weeks: number,
    tz: string,
  ): Promise<{ weekStart: string; breaks: number }[]> {
    return this.entries.breaksPerWeek(userId, from, weeks, tz);
  }

  stretchCatalogue(category?: ErgonomicStretch['category']): Promise<ErgonomicStretch[]> {
    return this.stretches.list(category);
  }

  reminderSettings(userId: string): Promise<StretchReminders> {
    return this.reminders.findForUser(userId);
  }

  saveReminderSettings(userId: string, settings: StretchReminders): Promise<StretchReminders> {
    return this.reminders.save(userId, settings);
  }
}
