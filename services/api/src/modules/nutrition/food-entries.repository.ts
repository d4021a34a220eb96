import { Inject, Injectable } from '@nestjs/common';
import { API_PATHS, type FoodEntry, type NutritionDay } from '@chairside/contracts';
import type { Pool } from 'pg';
import { onLocalDay } from '../../common/day-range';
import { PG_POOL } from '../../db/database.module';

const COLUMNS = `id, food_name AS "foodName", meal_type AS "mealType", calories, protein, carbs, fat,
  image_url AS "imageUrl", analysis_method AS "analysisMethod", created_at AS "createdAt"`;

interface Row extends Omit<FoodEntry, 'createdAt'> {
  createdAt: Date;
}

const toEntry = (r: Row): FoodEntry => ({ ...r, createdAt: r.createdAt.toISOString() });

/** Where a saved photo is served: API_PATHS.foodPhoto with the photo's id at the end. */
const PHOTO_URL_PREFIX = API_PATHS.foodPhoto.replace(':id', '');

export type NewFoodEntry = Omit<FoodEntry, 'id' | 'createdAt' | 'imageUrl'> & { imageUrl?: string | null };

/** The dashboard's hottest query is a user's entries of one day, served by (user_id, created_at). */
@Injectable()
export class FoodEntriesRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** `day` is a calendar date in time zone `tz`: [day 00:00, next day 00:00) local time. */
  async findForUserOnDay(userId: string, day: string, tz: string): Promise<FoodEntry[]> {
    const { rows } = await this.pool.query<Row>(
      `SELECT ${COLUMNS} FROM food_entries
       WHERE user_id = $1 AND ${onLocalDay('created_at', '$2', '$3')}
       ORDER BY created_at DESC`,
      [userId, day, tz],
    );
    return rows.map(toEntry);
  }

  async findAllForUser(userId: string): Promise<FoodEntry[]> {
    const { rows } = await this.pool.query<Row>(
      `SELECT ${COLUMNS} FROM food_entries WHERE user_id = $1 ORDER BY created_at DESC`,
      [userId],
    );
    return rows.map(toEntry);
  }

  /** The entry and its photo in one statement: both are stored, or neither. */
  async createWithPhoto(
    userId: string,
    e: NewFoodEntry,
    photo: { jpeg: Buffer; width: number; height: number },
  ): Promise<FoodEntry> {
    const { rows } = await this.pool.query<Row>(
      `WITH photo AS (INSERT INTO food_photos (user_id, jpeg, width, height) VALUES ($1, $9, $10, $11) RETURNING id)
       INSERT INTO food_entries (user_id, food_name, meal_type, calories, protein, carbs, fat, image_url, analysis_method)
       SELECT $1, $2, $3, $4, $5, $6, $7, '${PHOTO_URL_PREFIX}' || photo.id, $8 FROM photo RETURNING ${COLUMNS}`,
      [
        userId,
        e.foodName,
        e.mealType,
        e.calories,
        e.protein,
        e.carbs,
        e.fat,
        e.analysisMethod,
        photo.jpeg,
        photo.width,
        photo.height,
      ],
    );
    return toEntry(rows[0]!);
  }

  /** The photo's bytes, only for its owner (anyone else gets null, as if it did not exist). */
  async findPhoto(userId: string, photoId: string): Promise<Buffer | null> {
    const { rows } = await this.pool.query<{ jpeg: Buffer }>(
      `SELECT jpeg FROM food_photos WHERE id = $1 AND user_id = $2`,
      [photoId, userId],
    );
    return rows[0]?.jpeg ?? null;
  }

  /**
   * spec 4's streak with one query whose cost follows the streak's length, not the number of
   * entries: it walks back from today (in tz) one day at a time, each step an index probe on
   * (user_id, created_at), and stops at the first day without an entry.
   */
  async streak(userId: string, tz: string): Promise<{ days: number; lastEntryDate: string | null }> {
    const { rows } = await this.pool.query<{ days: number; lastEntryDate: string | null }>(
      `WITH RECURSIVE walk(day) AS (
         SELECT (now() AT TIME ZONE $2)::date
         UNION ALL
         SELECT day - 1 FROM walk
         WHERE EXISTS (SELECT 1 FROM food_entries WHERE user_id = $1 AND ${onLocalDay('created_at', 'day', '$2')})
       )
       SELECT (SELECT count(*)::int - 1 FROM walk) AS days,
              (SELECT to_char((max(created_at) AT TIME ZONE $2)::date, 'YYYY-MM-DD') FROM food_entries WHERE user_id = $1) AS "lastEntryDate"`,
      [userId, tz],
    );
    return rows[0]!;
  }

  /** Day totals of the last `days` days up to today in tz; one index range scan, grouped by local date. */
  async dailyTotals(userId: string, days: number, tz: string): Promise<NutritionDay[]> {
    const { rows } = await this.pool.query<NutritionDay>(
      `WITH span AS (SELECT (now() AT TIME ZONE $3)::date AS today),
       totals AS (
         SELECT (created_at AT TIME ZONE $3)::date AS day, sum(calories) AS calories, sum(protein) AS protein, sum(carbs) AS carbs, sum(fat) AS fat
         FROM food_entries, span
         WHERE user_id = $1 AND created_at >= ((today - ($2::int - 1))::timestamp AT TIME ZONE $3)
         GROUP BY 1
       )
       SELECT to_char(d, 'YYYY-MM-DD') AS date, coalesce(t.calories, 0)::float8 AS calories, coalesce(t.protein, 0)::float8 AS protein,
              coalesce(t.carbs, 0)::float8 AS carbs, coalesce(t.fat, 0)::float8 AS fat
       FROM span, generate_series(today - ($2::int - 1), today, interval '1 day') AS d
       LEFT JOIN totals t ON t.day = d::date
       ORDER BY d`,
      [userId, days, tz],
    );
    return rows;
  }

  async create(userId: string, e: NewFoodEntry): Promise<FoodEntry> {
    const { rows } = await this.pool.query<Row>(
      `INSERT INTO food_entries (user_id, food_name, meal_type, calories, protein, carbs, fat, image_url, analysis_method)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9) RETURNING ${COLUMNS}`,
      [userId, e.foodName, e.mealType, e.calories, e.protein, e.carbs, e.fat, e.imageUrl ?? null, e.analysisMethod],
    );
    return toEntry(rows[0]!);
  }
}
