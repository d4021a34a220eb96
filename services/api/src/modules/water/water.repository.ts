import { Inject, Injectable } from '@nestjs/common';
import { DEFAULT_WATER_GOAL_ML, type WaterEntry } from '@chairside/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { onLocalDay } from '../../common/day-range';
import { WaterEntryEntity } from './water-entry.entity';
import { WaterGoalEntity } from './water-goal.entity';

type EntryRow = { id: string; amount_ml: number; drunk_at: Date };
const toEntry = (r: EntryRow): WaterEntry => ({ id: r.id, amountMl: r.amount_ml, drunkAt: r.drunk_at.toISOString() });

/** When a drink logged for an earlier day is placed: midday, local time. */
const PAST_DAY_TIME = '12:00';

/** The member's drinks and water goal; every statement is scoped to their user id. */
@Injectable()
export class WaterRepository {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  /** The day's drinks (in tz), newest first. */
  async entriesOnDay(
    userId: string,
    day: string,
    tz: string,
    m: EntityManager = this.ds.manager,
  ): Promise<WaterEntry[]> {
    const rows: EntryRow[] = await m.query(
      `SELECT id, amount_ml, drunk_at FROM water_entries
        WHERE user_id = $1 AND ${onLocalDay('drunk_at', '$2', '$3')}
        ORDER BY drunk_at DESC, id DESC`,
      [userId, day, tz],
    );
    return rows.map(toEntry);
  }

  /** A drink now, or at midday of an earlier `day` in tz. */
  async create(userId: string, amountMl: number, past?: { day: string; tz: string }): Promise<WaterEntry> {
    const rows: EntryRow[] = await this.ds.query(
      `INSERT INTO water_entries (user_id, amount_ml, drunk_at)
       VALUES ($1, $2, CASE WHEN $3::date IS NULL THEN now() ELSE ($3::date + $4::time) AT TIME ZONE $5 END)
       RETURNING id, amount_ml, drunk_at`,
      [userId, amountMl, past?.day ?? null, PAST_DAY_TIME, past?.tz ?? 'UTC'],
    );
    return toEntry(rows[0]!);
  }

  /** False when no drink of theirs has this id. */
  async delete(userId: string, id: string): Promise<boolean> {
    const gone = await this.ds.getRepository(WaterEntryEntity).delete({ id, userId });
    return (gone.affected ?? 0) > 0;
  }

  /** Replaces the day's drinks with one of `totalMl` (none for 0): now when `today`, else at midday. */
  async setDay(userId: string, day: string, tz: string, totalMl: number, today: boolean): Promise<WaterEntry[]> {
    return this.ds.transaction(async (m) => {
      await m.query(`DELETE FROM water_entries WHERE user_id = $1 AND ${onLocalDay('drunk_at', '$2', '$3')}`, [
        userId,
        day,
        tz,
      ]);
      if (totalMl > 0)
        await m.query(
          `INSERT INTO water_entries (user_id, amount_ml, drunk_at)
           VALUES ($1, $2, CASE WHEN $6 THEN now() ELSE ($3::date + $4::time) AT TIME ZONE $5 END)`,
          [userId, totalMl, day, PAST_DAY_TIME, tz, today],
        );
      return this.entriesOnDay(userId, day, tz, m);
    });
  }

  /** Millilitres per calendar day in tz for the last `days` days up to today, oldest first, 0 for none. */
  dailyTotals(userId: string, days: number, tz: string): Promise<{ date: string; totalMl: number }[]> {
    return this.ds.query(
      `WITH span AS (SELECT (now() AT TIME ZONE $3)::date AS today),
       totals AS (
         SELECT (drunk_at AT TIME ZONE $3)::date AS day, sum(amount_ml) AS ml
           FROM water_entries, span
          WHERE user_id = $1 AND drunk_at >= ((today - ($2::int - 1))::timestamp AT TIME ZONE $3)
            AND drunk_at < ((today + 1)::timestamp AT TIME ZONE $3)
          GROUP BY 1
       )
       SELECT to_char(d, 'YYYY-MM-DD') AS date, coalesce(t.ml, 0)::int AS "totalMl"
         FROM span, generate_series(today - ($2::int - 1), today, interval '1 day') AS d
         LEFT JOIN totals t ON t.day = d::date
        ORDER BY d`,
      [userId, days, tz],
    );
  }

  /** The daily goal in ml: the member's, else the default. */
  async goalMl(userId: string): Promise<number> {
    const row = await this.ds.getRepository(WaterGoalEntity).findOneBy({ userId });
    return row?.goalMl ?? DEFAULT_WATER_GOAL_ML;
  }

  async setGoalMl(userId: string, goalMl: number): Promise<void> {
    await this.ds.getRepository(WaterGoalEntity).upsert({ userId, goalMl }, ['userId']);
  }
}
