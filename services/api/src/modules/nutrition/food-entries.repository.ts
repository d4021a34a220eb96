import { Inject, Injectable } from '@nestjs/common';
import { API_PATHS, type FoodEntry, type NutritionDay } from '@chairside/contracts';
import { DataSource, type EntityManager } from 'typeorm';
import { onLocalDay } from '../../common/day-range';
import { pageNewestFirst, type Page } from '../../common/paging';
import { FoodEntryEntity } from './food-entry.entity';
import { FoodPhotoEntity } from './food-photo.entity';

const toEntry = (e: FoodEntryEntity): FoodEntry => ({
  id: e.id,
  foodName: e.foodName,
  mealType: e.mealType,
  calories: e.calories,
  protein: e.protein,
  carbs: e.carbs,
  fat: e.fat,
  sugars: e.sugars ?? null,
  fibre: e.fibre ?? null,
  saturatedFat: e.saturatedFat ?? null,
  sodium: e.sodium ?? null,
  imageUrl: e.imageUrl,
  analysisMethod: e.analysisMethod,
  portionAmount: e.portionAmount ?? null,
  portionUnit: e.portionUnit ?? null,
  createdAt: new Date(e.createdAt).toISOString(),
});

/** Where a saved photo is served: API_PATHS.foodPhoto with the photo's id at the end. */
const PHOTO_URL_PREFIX = API_PATHS.foodPhoto.replace(':id', '');

export type NewFoodEntry = Omit<
  FoodEntry,
  'id' | 'createdAt' | 'imageUrl' | 'portionAmount' | 'portionUnit' | 'fibre' | 'saturatedFat' | 'sodium'
> & {
  imageUrl?: string | null;
  /** Unknown when absent. */
  fibre?: number | null;
  saturatedFat?: number | null;
  sodium?: number | null;
  portionAmount?: number | null;
  portionUnit?: string | null;
  /** The barcode of a food typed in because its lookup found nothing. */
  barcode?: string;
  /** When it was eaten; now when absent. */
  eatenAt?: Date;
};

export type FoodEntryChanges = Partial<
  Pick<
    FoodEntry,
    | 'foodName'
    | 'mealType'
    | 'calories'
    | 'protein'
    | 'carbs'
    | 'fat'
    | 'sugars'
    | 'fibre'
    | 'saturatedFat'
    | 'sodium'
    | 'portionAmount'
    | 'portionUnit'
  >
>;

/** A new time of day (HH:MM in `tz`) on `date`, or on the day the entry is on when `date` is absent. */
export interface EntryMove {
  time: string;
  date?: string;
  tz: string;
}

/** Where a meal logged for a past day without a time of day is placed (local time): its usual hour. */
export const MEAL_HOURS: Record<FoodEntry['mealType'], string> = {
  breakfast: '08:00',
  lunch: '12:30',
  snack: '15:30',
  dinner: '19:00',
};

export interface RecentFood {
  foodName: string;
  analysisMethod: FoodEntry['analysisMethod'];
  calories: number;
  protein: number;
  carbs: number;
  fat: number;
  sugars: number | null;
  fibre: number | null;
  saturatedFat: number | null;
  sodium: number | null;
  mealType: FoodEntry['mealType'];
  loggedAt: Date;
}

/** The dashboard's hottest query is a user's entries of one day, served by (user_id, created_at). */
@Injectable()
export class FoodEntriesRepository {
  private readonly entries;
  private readonly photos;
  /** `food_name AS "foodName", …`: every column of the entity but user_id, named as its property. */
  private readonly entryColumns: string;

  constructor(@Inject(DataSource) private readonly ds: DataSource) {
    this.entries = ds.getRepository(FoodEntryEntity);
    this.photos = ds.getRepository(FoodPhotoEntity);
    this.entryColumns = this.entries.metadata.columns
      .filter((c) => c.propertyName !== 'userId')
      .map((c) => `${c.databaseName} AS "${c.propertyName}"`)
      .join(', ');
  }

  /**
   * `day` is a calendar date in time zone `tz`: [day 00:00, next day 00:00) local time.
   *
   * Hand-written through `query()` because the bench showed it matters: this is the hot path
   * `npm run bench` measures, and on its request the QueryBuilder's getMany() (building the SQL,
   * then hydrating entities) cost about 0.35 ms more API CPU per request, on ~0.7 ms (docs/decisions.md).
   * The select list still comes from the entity, so a new column reaches it without an edit here.
   */
  async findForUserOnDay(userId: string, day: string, tz: string): Promise<FoodEntry[]> {
    const rows: FoodEntryEntity[] = await this.entries.query(
      `SELECT ${this.entryColumns} FROM food_entries
       WHERE user_id = $1 AND ${onLocalDay('created_at', '$2', '$3')}
       ORDER BY created_at DESC`,
      [userId, day, tz],
    );
    return rows.map(toEntry);
  }

  /** Without a date: one page, newest first (LIST_PAGE's default and maximum), so a long history is never one answer. */
  async pageForUser(userId: string, q: { limit?: number; cursor?: string }): Promise<Page<FoodEntry>> {
    const qb = this.entries.createQueryBuilder('e').where('e.userId = :userId', { userId });
    const page = await pageNewestFirst(qb, 'e', q);
    return { items: page.items.map(toEntry), nextCursor: page.nextCursor };
  }

  async create(userId: string, e: NewFoodEntry): Promise<FoodEntry> {
    return toEntry(await this.insertEntry(this.ds.manager, userId, e, e.imageUrl ?? null));
  }

  /**
   * The instant of local time `time` (HH:MM) on `day` in zone `tz`. PostgreSQL's zone rules, the
   * same ones that read the day back (onLocalDay), so the entry lands on the day it was meant for.
   */
  async instantOn(day: string, time: string, tz: string): Promise<Date> {
    const rows: { at: Date }[] = await this.ds.query('SELECT ($1::date + $2::time) AT TIME ZONE $3 AS at', [
      day,
      time,
      tz,
    ]);
    return rows[0]!.at;
  }

  /** Changes the user's own entry, and moves it to another time when asked; null when no entry of theirs has this id. */
  async update(userId: string, id: string, changes: FoodEntryChanges, move?: EntryMove): Promise<FoodEntry | null> {
    return this.ds.transaction(async (m) => {
      if (Object.keys(changes).length > 0) {
        const result = await m.update(FoodEntryEntity, { id, userId }, changes);
        if (!result.affected) return null;
      }
      if (move) {
        // PostgreSQL's zone rules, as instantOn and onLocalDay use, so the entry stays on the day meant.
        const moved: unknown[] = await m.query(
          `UPDATE food_entries
              SET created_at = (coalesce($3::date, (created_at AT TIME ZONE $5)::date) + $4::time) AT TIME ZONE $5
            WHERE id = $1 AND user_id = $2 RETURNING id`,
          [id, userId, move.date ?? null, move.time, move.tz],
        );
        if (moved.length === 0) return null;
      }
      const row = await m.findOneBy(FoodEntryEntity, { id, userId });
      return row ? toEntry(row) : null;
    });
  }

  /**
   * Deletes the user's own entry; false when no entry of theirs has this id. The row (photo link and
   * all) is kept aside for Undo (restore), and the photo stays until that time has passed (purgeDeleted).
   */
  async delete(userId: string, id: string): Promise<boolean> {
    const kept: unknown[] = await this.ds.query(
      `WITH gone AS (DELETE FROM food_entries WHERE id = $1 AND user_id = $2 RETURNING *)
       INSERT INTO deleted_food_entries (id, user_id, entry)
       SELECT id, user_id, to_jsonb(gone) FROM gone RETURNING id`,
      [id, userId],
    );
    return kept.length > 0;
  }

  /**
   * Undo: the user's entry deleted less than `withinSeconds` ago, back as it was (same id, time and
   * photo); null when there is none (never theirs, or too late).
   */
  async restore(userId: string, id: string, withinSeconds: number): Promise<FoodEntry | null> {
    const rows: FoodEntryEntity[] = await this.ds.query(
      `WITH back AS (
         DELETE FROM deleted_food_entries
          WHERE id = $1 AND user_id = $2 AND deleted_at > now() - make_interval(secs => $3)
         RETURNING entry
       )
       INSERT INTO food_entries SELECT (jsonb_populate_record(NULL::food_entries, entry)).* FROM back
       RETURNING ${this.entryColumns}`,
      [id, userId, withinSeconds],
    );
    return rows[0] ? toEntry(rows[0]) : null;
  }

  /** Removes for good every kept entry deleted at least `afterSeconds` ago, with its photo. */
  async purgeDeleted(afterSeconds: number): Promise<void> {
    await this.ds.query(
      `WITH gone AS (
         DELETE FROM deleted_food_entries WHERE deleted_at <= now() - make_interval(secs => $1)
         RETURNING user_id, entry->>'image_url' AS image_url
       )
       DELETE FROM food_photos p USING gone WHERE p.user_id = gone.user_id AND gone.image_url = $2 || p.id::text`,
      [afterSeconds, PHOTO_URL_PREFIX],
    );
  }

  /**
   * The user's foods whose name contains every typed word, each food once with what was logged last
   * time, most recent first (the last 180 days; served by (user_id, created_at)).
   */
  async recentFoods(userId: string, words: string[], limit: number): Promise<RecentFood[]> {
    const qb = this.entries
      .createQueryBuilder('e')
      .distinctOn(['lower(e.food_name)'])
      .select('e.foodName', 'foodName')
      .addSelect('e.analysisMethod', 'analysisMethod')
      .addSelect('e.calories', 'calories')
      .addSelect('e.protein', 'protein')
      .addSelect('e.carbs', 'carbs')
      .addSelect('e.fat', 'fat')
      .addSelect('e.sugars', 'sugars')
      .addSelect('e.fibre', 'fibre')
      .addSelect('e.saturatedFat', 'saturatedFat')
      .addSelect('e.sodium', 'sodium')
      .addSelect('e.mealType', 'mealType')
      .addSelect('e.createdAt', 'loggedAt')
      .where('e.userId = :userId', { userId })
      .andWhere("e.createdAt > now() - interval '180 days'");
    words.forEach((w, i) =>
      qb.andWhere(`e.foodName ILIKE :w${i}`, { [`w${i}`]: `%${w.replace(/[\\%_]/g, (c) => `\\${c}`)}%` }),
    );
    const rows = await qb.orderBy('lower(e.foodName)').addOrderBy('e.createdAt', 'DESC').getRawMany<RecentFood>();
    return rows.sort((a, b) => +new Date(b.loggedAt) - +new Date(a.loggedAt)).slice(0, limit);
  }

  /** One of the user's own entries (anyone else's id is null, as if it did not exist). */
  async findOwned(userId: string, id: string): Promise<FoodEntry | null> {
    const row = await this.entries.findOneBy({ id, userId });
    return row ? toEntry(row) : null;
  }

  /** The entry and its photo in one transaction: both are stored, or neither. */
  async createWithPhoto(
    userId: string,
    e: NewFoodEntry,
    photo: { jpeg: Buffer; width: number; height: number },
  ): Promise<FoodEntry> {
    // The transaction's manager only: on PGlite every pooled connection shares one session (TOOLCHAIN.md).
    const entry = await this.ds.transaction(async (m) => {
      const saved = await m.insert(FoodPhotoEntity, { userId, ...photo });
      const photoId = (saved.identifiers[0] as { id: string }).id;
      return this.insertEntry(m, userId, e, PHOTO_URL_PREFIX + photoId);
    });
    return toEntry(entry);
  }

  /** The photo's bytes, only for its owner (anyone else gets null, as if it did not exist). */
  async findPhoto(userId: string, photoId: string): Promise<Buffer | null> {
    const row = await this.photos.findOne({ select: { id: true, jpeg: true }, where: { id: photoId, userId } });
    return row?.jpeg ?? null;
  }

  /**
   * The logging streak (docs/product.md, "Food logging") with one query whose cost follows the streak's length, not the number of
   * entries: it walks back from today (in tz) one day at a time, each step an index probe on
   * (user_id, created_at), and stops at the first day without an entry. Hand-written: TypeORM's
   * QueryBuilder has no recursive CTE.
   */
  async streak(userId: string, tz: string): Promise<{ days: number; lastEntryDate: string | null }> {
    const rows: { days: number; lastEntryDate: string | null }[] = await this.entries.query(
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

  /**
   * Day totals of the last `days` days up to today in tz; one index range scan, grouped by local
   * date, joined to generate_series so days without entries are 0. Hand-written: the QueryBuilder
   * cannot join a set-returning function.
   */
  async dailyTotals(userId: string, days: number, tz: string): Promise<NutritionDay[]> {
    return this.entries.query(
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
  }

  /** The member's latest food typed in for this barcode, or null (anyone else's is never found). */
  async latestForBarcode(userId: string, barcode: string): Promise<FoodEntry | null> {
    const row = await this.entries.findOne({ where: { userId, barcode }, order: { createdAt: 'DESC' } });
    return row ? toEntry(row) : null;
  }

  /** Inserts through `m` (the DataSource's manager, or a transaction's); id and createdAt come back from RETURNING. */
  private async insertEntry(
    m: EntityManager,
    userId: string,
    e: NewFoodEntry,
    imageUrl: string | null,
  ): Promise<FoodEntryEntity> {
    const entry = m.create(FoodEntryEntity, {
      userId,
      foodName: e.foodName,
      mealType: e.mealType,
      calories: e.calories,
      protein: e.protein,
      carbs: e.carbs,
      fat: e.fat,
      sugars: e.sugars ?? null,
      fibre: e.fibre ?? null,
      saturatedFat: e.saturatedFat ?? null,
      sodium: e.sodium ?? null,
      imageUrl,
      analysisMethod: e.analysisMethod,
      portionAmount: e.portionAmount ?? null,
      portionUnit: e.portionUnit ?? null,
      barcode: e.barcode ?? null,
      ...(e.eatenAt ? { createdAt: e.eatenAt } : {}),
    });
    await m.insert(FoodEntryEntity, entry);
    return entry;
  }
}
