import { Inject, Injectable } from '@nestjs/common';
import type { ExerciseEntry } from '@chairside/contracts';
import type { Pool } from 'pg';
import { onLocalDay } from '../../common/day-range';
import { PG_POOL } from '../../db/database.module';

const COLUMNS = `id, exercise_type AS "exerciseType", name, duration, intensity, calories_burned AS "caloriesBurned",
  description, metadata, created_at AS "createdAt"`;
type Row = Omit<ExerciseEntry, 'createdAt'> & { createdAt: Date };
const toEntry = (r: Row): ExerciseEntry => ({ ...r, createdAt: r.createdAt.toISOString() });

@Injectable()
export class ExerciseEntriesRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  async findForUserOnDay(userId: string, day: string, tz: string): Promise<ExerciseEntry[]> {
    const { rows } = await this.pool.query<Row>(
      `SELECT ${COLUMNS} FROM exercise_entries WHERE user_id = $1 AND ${onLocalDay('created_at', '$2', '$3')} ORDER BY created_at DESC`,
      [userId, day, tz],
    );
    return rows.map(toEntry);
  }

  async findAllForUser(userId: string): Promise<ExerciseEntry[]> {
    const { rows } = await this.pool.query<Row>(
      `SELECT ${COLUMNS} FROM exercise_entries WHERE user_id = $1 ORDER BY created_at DESC`,
      [userId],
    );
    return rows.map(toEntry);
  }
}
