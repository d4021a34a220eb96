import { Inject, Injectable } from '@nestjs/common';
import type { DayIntake } from '@chairside/contracts';
import { DataSource } from 'typeorm';
import { onLocalDay } from '../../common/day-range';

/**
 * The food log as the expenditure estimate reads it: calories per logged day, summed in PostgreSQL
 * so the answer is a few dozen rows however long the history (`npm run bench`, "expenditure").
 */
@Injectable()
export class ExpenditureRepository {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  /**
   * Each day from `from` on, `days` days, with at least one food entry and its calories (calendar
   * days in tz); one range scan of (user_id, created_at), grouped by local date.
   */
  intakeByDay(userId: string, from: string, days: number, tz: string): Promise<DayIntake[]> {
    return this.ds.query(
      `SELECT to_char((created_at AT TIME ZONE $3)::date, 'YYYY-MM-DD') AS date, sum(calories)::float8 AS kcal
         FROM food_entries
        WHERE user_id = $1 AND ${onLocalDay('created_at', '$2', '$3', days)}
        GROUP BY 1
        ORDER BY 1`,
      [userId, from, tz],
    );
  }

  /** The day (in tz) of the member's first food entry, or null: one probe of (user_id, created_at). */
  async firstLoggedDay(userId: string, tz: string): Promise<string | null> {
    const rows: { day: string | null }[] = await this.ds.query(
      `SELECT to_char((min(created_at) AT TIME ZONE $2)::date, 'YYYY-MM-DD') AS day FROM food_entries WHERE user_id = $1`,
      [userId, tz],
    );
    return rows[0]?.day ?? null;
  }
}
