import { Inject, Injectable } from '@nestjs/common';
import {
  STRETCH_CATEGORIES,
  CreateExerciseEntryRequest,
  type ExerciseEntry,
  type StretchBreakWeek,
  UpdateExerciseEntryRequest,
} from '@chairside/contracts';
import { DataSource } from 'typeorm';
import type { z } from 'zod';
import { addDays, mondayOf, onLocalDay, todayIn } from '../../common/day-range';
import { pageNewestFirst, type Page } from '../../common/paging';
import { ErgonomicStretchEntity } from './ergonomic-stretch.entity';
import { ExerciseEntryEntity } from './exercise-entry.entity';

export type NewExerciseEntry = z.output<typeof CreateExerciseEntryRequest>;
export type ExerciseEntryChanges = z.output<typeof UpdateExerciseEntryRequest>;

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
  private readonly stretches;

  constructor(@Inject(DataSource) ds: DataSource) {
    this.entries = ds.getRepository(ExerciseEntryEntity);
    this.stretches = ds.getRepository(ErgonomicStretchEntity);
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

  /** Without a date: one page, newest first (LIST_PAGE's default and maximum), so a long history is never one answer. */
  async pageForUser(userId: string, q: { limit?: number; cursor?: string }): Promise<Page<ExerciseEntry>> {
    const qb = this.entries.createQueryBuilder('e').where('e.userId = :userId', { userId });
    const page = await pageNewestFirst(qb, 'e', q);
    return { items: page.items.map(toEntry), nextCursor: page.nextCursor };
  }

  async create(userId: string, body: NewExerciseEntry): Promise<ExerciseEntry> {
    const { loggedAt, ...fields } = body;
    const entry = this.entries.create({ ...fields, userId });
    // Left unset, the column's default stamps it now.
    if (loggedAt) entry.createdAt = new Date(loggedAt);
    const saved = await this.entries.save(entry);
    return toEntry(saved);
  }

  /** Changes the user's own entry; null when no entry of theirs has this id (someone else's included). */
  async update(userId: string, id: string, changes: ExerciseEntryChanges): Promise<ExerciseEntry | null> {
    const result = await this.entries.update({ id, userId }, changes);
    if (!result.affected) return null;
    const row = await this.entries.findOneBy({ id, userId });
    return row ? toEntry(row) : null;
  }

  /** Deletes the user's own entry; false when no entry of theirs has this id. */
  async delete(userId: string, id: string): Promise<boolean> {
    const result = await this.entries.delete({ id, userId });
    return (result.affected ?? 0) > 0;
  }

  /** Stretch breaks (ergonomic entries) per week in `tz`, for the `weeks` weeks from Monday `from`. */
  async breaksPerWeek(
    userId: string,
    from: string,
    weeks: number,
    tz: string,
  ): Promise<{ weekStart: string; breaks: number }[]> {
    const rows: { week: string; breaks: string }[] = await this.entries
      .createQueryBuilder('e')
      .select("to_char(date_trunc('week', e.createdAt AT TIME ZONE :tz), 'YYYY-MM-DD')", 'week')
      .addSelect('count(*)', 'breaks')
      .where('e.userId = :userId', { userId })
      .andWhere("e.exerciseType = 'ergonomic'")
      .andWhere(onLocalDay('e.createdAt', ':from', ':tz', weeks * 7), { from, tz })
      .groupBy('1')
      .getRawMany();
    return rows.map((r) => ({ weekStart: r.week, breaks: Number(r.breaks) }));
  }

  /** Monday to Sunday of this week in `tz`: every ergonomic entry is a break; its stretches name the areas. */
  async breakWeek(userId: string, tz: string): Promise<StretchBreakWeek> {
    const monday = mondayOf(todayIn(tz));
    const [rows, stretches] = await Promise.all([
      this.entries
        .createQueryBuilder('e')
        .select("to_char(e.createdAt AT TIME ZONE :tz, 'YYYY-MM-DD')", 'day')
        .addSelect('e.metadata', 'metadata')
        .where('e.userId = :userId', { userId })
        .andWhere("e.exerciseType = 'ergonomic'")
        .andWhere(onLocalDay('e.createdAt', ':monday', ':tz', 7), { monday, tz })
        .getRawMany<{ day: string; metadata: ExerciseEntry['metadata'] }>(),
      this.stretches.find({ select: { id: true, category: true } }),
    ]);
    const categoryOf = new Map(stretches.map((s) => [s.id, s.category]));
    const days = Array.from({ length: 7 }, (_, i) => ({
      date: addDays(monday, i),
      breaks: 0,
      areas: new Set<string>(),
    }));
    for (const r of rows) {
      const day = days.find((d) => d.date === r.day);
      if (!day) continue;
      day.breaks += 1;
      for (const id of r.metadata?.stretchIds ?? []) {
        const category = categoryOf.get(id);
        if (category) day.areas.add(category);
      }
    }
    return {
      days: days.map((d) => ({
        date: d.date,
        breaks: d.breaks,
        areas: STRETCH_CATEGORIES.filter((c) => d.areas.has(c)),
      })),
    };
  }
}
