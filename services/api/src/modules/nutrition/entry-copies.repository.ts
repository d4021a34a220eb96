import { Inject, Injectable } from '@nestjs/common';
import type { FoodEntry, MealType } from '@chairside/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { FoodEntryEntity } from './food-entry.entity';
import { entryColumns, rowToEntry } from './entry-row';

/** Where the placed entries go: a day in a zone, optionally another meal, and that meal's hour. */
export interface Placement {
  date: string;
  tz: string;
  /** Every entry into this meal; null keeps each entry's own. */
  mealType: MealType | null;
  /** Local HH:MM an entry changing meal is placed at (its usual hour); null places it now (today). */
  mealTime: string | null;
}

/** Thrown inside a transaction to roll it back when some id is not the member's. */
class NotAllOwned extends Error {}

/**
 * Copies and moves of a member's entries, each one statement in one transaction, the ids checked
 * against the member in the same query. An entry that keeps its meal keeps its time of day on the
 * new day; one that changes meal goes to the new meal's usual hour (now, today), a millisecond
 * apart in the order they were eaten so the diary keeps it.
 */
@Injectable()
export class EntryCopiesRepository {
  /** Every column a copy carries over as it is: all but the id, time, meal and photo. */
  private readonly copiedColumns: string;
  private readonly entryColumns: string;

  constructor(@Inject(DataSource) private readonly ds: DataSource) {
    const columns = ds.getMetadata(FoodEntryEntity).columns;
    // From the entity, so a column added to food entries later (a nutrient) is copied without an edit here.
    this.copiedColumns = columns
      .map((c) => c.databaseName)
      .filter((c) => !['id', 'created_at', 'meal_type', 'image_url'].includes(c))
      .join(', ');
    this.entryColumns = entryColumns(ds);
  }

  /** Copies of the member's entries `ids` placed by `to`, without photos; null when any id is not theirs. */
  copy(userId: string, ids: string[], to: Placement): Promise<FoodEntry[] | null> {
    return this.allOrNothing(ids.length, (m) =>
      m.query(
        `WITH src AS (
           SELECT e.*, row_number() OVER (ORDER BY e.created_at, e.id) AS n
             FROM food_entries e WHERE e.user_id = $1 AND e.id = ANY($2::uuid[])
         )
         INSERT INTO food_entries (${this.copiedColumns}, meal_type, created_at, image_url)
         SELECT ${this.copiedColumns}, coalesce($5::varchar, meal_type), ${this.placed('src')}, NULL
           FROM src ORDER BY n
         RETURNING ${this.entryColumns}`,
        this.params(userId, ids, to),
      ),
    );
  }

  /** The member's entries `ids` moved as `to` says (photos stay with them); null when any id is not theirs. */
  move(userId: string, ids: string[], to: Placement): Promise<FoodEntry[] | null> {
    return this.allOrNothing(ids.length, (m) =>
      m.query(
        // In a WITH: TypeORM answers a bare UPDATE with [rows, count] instead of the rows.
        `WITH src AS (
           SELECT e.id, e.meal_type, e.created_at, row_number() OVER (ORDER BY e.created_at, e.id) AS n
             FROM food_entries e WHERE e.user_id = $1 AND e.id = ANY($2::uuid[])
         )
         , moved AS (
           UPDATE food_entries f SET meal_type = coalesce($5::varchar, src.meal_type), created_at = ${this.placed('src')}
             FROM src WHERE f.id = src.id AND f.user_id = $1
           RETURNING f.*
         )
         SELECT ${this.entryColumns} FROM moved`,
        this.params(userId, ids, to),
      ),
    );
  }

  /** $3 date, $4 zone, $5 meal (or null), $6 the meal's hour (or null: now). */
  private params(userId: string, ids: string[], to: Placement): unknown[] {
    return [userId, ids, to.date, to.tz, to.mealType, to.mealTime];
  }

  /** The new instant of `src`'s row: same time of day when the meal stays, else the meal's hour (or now). */
  private placed(src: string): string {
    return `CASE WHEN $5::varchar IS NULL OR $5::varchar = ${src}.meal_type
              THEN ($3::date + (${src}.created_at AT TIME ZONE $4)::time) AT TIME ZONE $4
              ELSE coalesce(($3::date + $6::time) AT TIME ZONE $4, now()) + (${src}.n - 1) * interval '1 millisecond'
            END`;
  }

  /** Runs `write` in a transaction and keeps it only when it touched all `expected` entries. */
  private async allOrNothing(
    expected: number,
    write: (m: EntityManager) => Promise<Record<string, unknown>[]>,
  ): Promise<FoodEntry[] | null> {
    try {
      return await this.ds.transaction(async (m) => {
        const rows = await write(m);
        if (rows.length !== expected) throw new NotAllOwned();
        return rows.map(rowToEntry);
      });
    } catch (e) {
      if (e instanceof NotAllOwned) return null;
      throw e;
    }
  }
}
