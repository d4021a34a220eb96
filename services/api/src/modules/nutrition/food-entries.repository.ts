import { Inject, Injectable } from '@nestjs/common';
import type { FoodEntry } from '@chairside/contracts';
import type { Pool } from 'pg';
import { PG_POOL } from '../../db/database.module';

const COLUMNS = `id, food_name AS "foodName", meal_type AS "mealType", calories, protein, carbs, fat,
  image_url AS "imageUrl", analysis_method AS "analysisMethod", created_at AS "createdAt"`;

interface Row extends Omit<FoodEntry, 'createdAt'> {
  createdAt: Date;
}

const toEntry = (r: Row): FoodEntry => ({ ...r, createdAt: r.createdAt.toISOString() });

export type NewFoodEntry = Omit<FoodEntry, 'id' | 'createdAt' | 'imageUrl'> & { imageUrl?: string | null };

/** The dashboard's hottest query is a user's entries of one day, served by (user_id, created_at). */
@Injectable()
export class FoodEntriesRepository {
  constructor(@Inject(PG_POOL) private readonly pool: Pool) {}

  /** `day` is a calendar date in time zone `tz`: [day 00:00, next day 00:00) local time. */
  async findForUserOnDay(userId: string, day: string, tz: string): Promise<FoodEntry[]> {
    const { rows } = await this.pool.query<Row>(
      `SELECT ${COLUMNS} FROM food_entries
       WHERE user_id = $1 AND created_at >= ($2::date::timestamp AT TIME ZONE $3) AND created_at < (($2::date + 1)::timestamp AT TIME ZONE $3)
       ORDER BY created_at DESC`,
      [userId, day, tz],
    );
    return rows.map(toEntry);
  }

  async findAllForUser(userId: string): Promise<FoodEntry[]> {
    const { rows } = await this.pool.query<Row>(`SELECT ${COLUMNS} FROM food_entries WHERE user_id = $1 ORDER BY created_at DESC`, [userId]);
    return rows.map(toEntry);
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
