import { Inject, Injectable } from '@nestjs/common';
import type { FoodEntry, MealType, SavedMeal, SavedMealItem } from '@chairside/contracts';
import { DataSource } from 'typeorm';
import { entryColumns, rowToEntry } from './entry-row';

/** The values a saved meal's food carries, as food_entries and saved_meal_items both name them. */
const ITEM_COLUMNS = [
  'food_name',
  'calories',
  'protein',
  'carbs',
  'fat',
  'sugars',
  'fibre',
  'saturated_fat',
  'sodium',
  'portion_amount',
  'portion_unit',
  'analysis_method',
].join(', ');

interface ItemRow {
  meal_id: string;
  food_name: string;
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  sugars: number | null;
  fibre: number | null;
  saturated_fat: number | null;
  sodium: number | null;
  portion_amount: number | null;
  portion_unit: string | null;
  analysis_method: SavedMealItem['analysisMethod'];
}

const toItem = (r: ItemRow): SavedMealItem => ({
  foodName: r.food_name,
  calories: r.calories,
  protein: r.protein,
  carbs: r.carbs,
  fat: r.fat,
  sugars: r.sugars,
  fibre: r.fibre,
  saturatedFat: r.saturated_fat,
  sodium: r.sodium,
  portionAmount: r.portion_amount,
  portionUnit: r.portion_unit,
  analysisMethod: r.analysis_method,
});

interface MealRow {
  id: string;
  name: string;
  created_at: Date;
}

/** Thrown inside a transaction to roll it back when some entry is not the member's. */
class NotAllOwned extends Error {}

/**
 * A member's saved meals. Hand-written: a meal is saved from entries and logged into entries with
 * INSERT … SELECT, each one statement with the member in its WHERE.
 */
@Injectable()
export class SavedMealsRepository {
  private readonly entryColumns: string;

  constructor(@Inject(DataSource) private readonly ds: DataSource) {
    this.entryColumns = entryColumns(ds);
  }

  /** The member's saved meals by name, each with its foods in order. */
  async list(userId: string): Promise<SavedMeal[]> {
    const meals: MealRow[] = await this.ds.query(
      `SELECT id, name, created_at FROM saved_meals WHERE user_id = $1 ORDER BY lower(name), created_at, id`,
      [userId],
    );
    if (meals.length === 0) return [];
    const items: ItemRow[] = await this.ds.query(
      `SELECT i.saved_meal_id AS meal_id, ${ITEM_COLUMNS.replace(/(^|, )(\w+)/g, '$1i.$2')}
         FROM saved_meal_items i JOIN saved_meals s ON s.id = i.saved_meal_id
        WHERE s.user_id = $1 ORDER BY i.saved_meal_id, i.position`,
      [userId],
    );
    return meals.map((m) => this.toMeal(m, items));
  }

  /** Whether another of the member's saved meals (not `exceptId`) has this name, in any case. */
  async nameTaken(userId: string, name: string, exceptId: string | null): Promise<boolean> {
    const rows: unknown[] = await this.ds.query(
      `SELECT 1 FROM saved_meals WHERE user_id = $1 AND lower(name) = lower($2) AND ($3::uuid IS NULL OR id <> $3)`,
      [userId, name, exceptId],
    );
    return rows.length > 0;
  }

  async count(userId: string): Promise<number> {
    const rows: { n: number }[] = await this.ds.query('SELECT count(*)::int AS n FROM saved_meals WHERE user_id = $1', [
      userId,
    ]);
    return rows[0]!.n;
  }

  /** One of the member's saved meals (anyone else's is null). */
  async findOwned(userId: string, id: string): Promise<SavedMeal | null> {
    const meals: MealRow[] = await this.ds.query(
      'SELECT id, name, created_at FROM saved_meals WHERE id = $1 AND user_id = $2',
      [id, userId],
    );
    if (!meals[0]) return null;
    const items: ItemRow[] = await this.ds.query(
      `SELECT saved_meal_id AS meal_id, ${ITEM_COLUMNS} FROM saved_meal_items WHERE saved_meal_id = $1 ORDER BY position`,
      [id],
    );
    return this.toMeal(meals[0], items);
  }

  /**
   * A new saved meal of the member's entries `entryIds`, their values as stored, in the order they
   * were eaten; null (and nothing saved) when any entry is not theirs.
   */
  async create(userId: string, name: string, entryIds: string[]): Promise<SavedMeal | null> {
    try {
      const id = await this.ds.transaction(async (m) => {
        const [meal]: { id: string }[] = await m.query(
          'INSERT INTO saved_meals (user_id, name) VALUES ($1, $2) RETURNING id',
          [userId, name],
        );
        const copied: unknown[] = await m.query(
          `INSERT INTO saved_meal_items (saved_meal_id, position, ${ITEM_COLUMNS})
           SELECT $3, row_number() OVER (ORDER BY created_at, id), ${ITEM_COLUMNS}
             FROM food_entries WHERE user_id = $1 AND id = ANY($2::uuid[])
           RETURNING id`,
          [userId, entryIds, meal!.id],
        );
        if (copied.length !== entryIds.length) throw new NotAllOwned();
        return meal!.id;
      });
      return this.findOwned(userId, id);
    } catch (e) {
      if (e instanceof NotAllOwned) return null;
      throw e;
    }
  }

  /** False when no saved meal of the member has this id. */
  async rename(userId: string, id: string, name: string): Promise<boolean> {
    const rows: unknown[] = await this.ds.query(
      // In a WITH: TypeORM answers a bare UPDATE or DELETE with [rows, count] instead of the rows.
      'WITH changed AS (UPDATE saved_meals SET name = $3 WHERE id = $1 AND user_id = $2 RETURNING id) SELECT id FROM changed',
      [id, userId, name],
    );
    return rows.length > 0;
  }

  /** False when no saved meal of the member has this id; its foods go with it (cascade). */
  async delete(userId: string, id: string): Promise<boolean> {
    const rows: unknown[] = await this.ds.query(
      'WITH gone AS (DELETE FROM saved_meals WHERE id = $1 AND user_id = $2 RETURNING id) SELECT id FROM gone',
      [id, userId],
    );
    return rows.length > 0;
  }

  /**
   * Every food of the member's saved meal `id` logged as an entry of `mealType` on `date` (in `tz`) at
   * local `time`, or now when null (today), a millisecond apart in the saved order; one statement,
   * so all or none. Null when no saved meal of the member has this id.
   */
  async log(
    userId: string,
    id: string,
    at: { date: string; tz: string; mealType: MealType; time: string | null },
  ): Promise<FoodEntry[] | null> {
    const rows: Record<string, unknown>[] = await this.ds.query(
      `INSERT INTO food_entries (user_id, meal_type, created_at, ${ITEM_COLUMNS})
       SELECT s.user_id, $3, coalesce(($4::date + $6::time) AT TIME ZONE $5, now()) + (i.position - 1) * interval '1 millisecond',
              ${ITEM_COLUMNS.replace(/(^|, )(\w+)/g, '$1i.$2')}
         FROM saved_meal_items i JOIN saved_meals s ON s.id = i.saved_meal_id
        WHERE s.id = $1 AND s.user_id = $2
        ORDER BY i.position
       RETURNING ${this.entryColumns}`,
      [id, userId, at.mealType, at.date, at.tz, at.time],
    );
    if (rows.length === 0 && !(await this.findOwned(userId, id))) return null;
    return rows.map(rowToEntry).sort((a, b) => a.createdAt.localeCompare(b.createdAt));
  }

  private toMeal(m: MealRow, items: ItemRow[]): SavedMeal {
    return {
      id: m.id,
      name: m.name,
      items: items.filter((i) => i.meal_id === m.id).map(toItem),
      createdAt: new Date(m.created_at).toISOString(),
    };
  }
}
