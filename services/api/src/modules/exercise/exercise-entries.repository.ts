import { Inject, Injectable } from '@nestjs/common';
import type { ExerciseEntry } from '@chairside/contracts';
import { DataSource } from 'typeorm';
import { onLocalDay } from '../../common/day-range';
import { pageNewestFirst, type Page } from '../../common/paging';
import { ExerciseEntryEntity } from './exercise-entry.entity';

const toEntry = (e: ExerciseEntryEntity): ExerciseEntry => ({
  id: e.id,
  exerciseType: e.exerciseType,
  name: e.name,
  duration: e.duration,
  intensity: e.intensity,
  caloriesBurned: e.caloriesBurned,
  description: e.description,
  metadata: e.metadata,
  createdAt: e.createdAt.toISOString(),
});

@Injectable()
export class ExerciseEntriesRepository {
  private readonly entries;

  constructor(@Inject(DataSource) ds: DataSource) {
    this.entries = ds.getRepository(ExerciseEntryEntity);
  }

  /** `day` is a calendar date in time zone `tz`: [day 00:00, next day 00:00) local time. */
  async findForUserOnDay(userId: string, day: string, tz: string): Promise<ExerciseEntry[]> {
    const rows = await this.entries
      .createQueryBuilder('e')
      .where('e.userId = :userId', { userId })
      .andWhere(onLocalDay('e.createdAt', ':day', ':tz'), { day, tz })
      .orderBy('e.createdAt', 'DESC')
      .getMany();
    return rows.map(toEntry);
  }

  /** Without a date: one page, newest first (issue 12; LIST_PAGE's default and maximum). */
  async pageForUser(userId: string, q: { limit?: number; cursor?: string }): Promise<Page<ExerciseEntry>> {
    const qb = this.entries.createQueryBuilder('e').where('e.userId = :userId', { userId });
    const page = await pageNewestFirst(qb, 'e', q);
    return { items: page.items.map(toEntry), nextCursor: page.nextCursor };
  }
}
