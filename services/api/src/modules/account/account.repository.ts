import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { BODY_REGIONS } from '@chairside/contracts';

/** Every row an export needs but the photos, read as stored (column names), newest first where it matters. */
export interface AccountRecords {
  user: Record<string, unknown>;
  profile: Record<string, unknown> | null;
  goals: Record<string, unknown> | null;
  personality: Record<string, unknown> | null;
  stretchReminders: Record<string, unknown> | null;
  foodEntries: Record<string, unknown>[];
  exerciseEntries: Record<string, unknown>[];
  posts: Record<string, unknown>[];
  comments: Record<string, unknown>[];
  likes: Record<string, unknown>[];
  reports: Record<string, unknown>[];
  healthIntegrations: Record<string, unknown>[];
  /** Imports from MyFitnessPal and Cronometer: when, the files (names, kinds, rows), what each wrote. */
  imports: Record<string, unknown>[];
  /** Passkeys by name, when added and last used (never a key or a credential id). */
  passkeys: Record<string, unknown>[];
  /** Work accounts (single sign-on) that sign them in: issuer, e-mail, when linked and last used. */
  ssoLinks: Record<string, unknown>[];
  /** Weigh-ins, one a day: the day, kilograms, where each came from (typed or imported); oldest first. */
  weighIns: Record<string, unknown>[];
  /** The daily water goal in ml (null until set). */
  waterGoal: Record<string, unknown> | null;
  /** Each drink of water, in ml, newest first. */
  waterEntries: Record<string, unknown>[];
  /** Pain check-ins, oldest first, each with its nine regions as reported. */
  bodyCheckIns: Record<string, unknown>[];
  /** The same check-ins, one row per region (for the CSV). */
  bodyCheckInRegions: Record<string, unknown>[];
  /** Foods they made, values as typed (per serving or per 100 g, as values_per says). */
  ownFoods: Record<string, unknown>[];
  /** Their recipes, each with its ingredients (values per 100 g of the food) in order. */
  recipes: Record<string, unknown>[];
  /** The same ingredients, one row each with its recipe's name (the spreadsheet's view). */
  recipeIngredients: Record<string, unknown>[];
  /** "Forgot PIN?" links: when asked for, until when they worked, when used (never the token's hash). */
  pinResets: Record<string, unknown>[];
  /** Their saved meals, each with its foods (the values logged again) in order. */
  savedMeals: Record<string, unknown>[];
  /** The same foods, one row each with its meal's name (the spreadsheet's view). */
  savedMealItems: Record<string, unknown>[];
}

/** One health export of the download: its FHIR bundle and its CSV, as stored. */
export interface HealthExportRow {
  id: string;
  platform: string;
  created_at: Date;
  fhir_bundle: unknown;
  csv: string;
}

/** Health exports read per query: each holds a bundle and a CSV of up to a few hundred KB. */
const HEALTH_EXPORT_PAGE = 10;

/** One photo of the export: `photos/<folder>/<name>.jpg`. */
export interface ArchivePhoto {
  folder: 'meals' | 'profile' | 'posts';
  name: string;
  jpeg: Buffer;
}

/** Photos read per query: a page is a few megabytes at most. */
const PHOTO_PAGE = 20;

/** Each photo table as a keyset page after the last key seen ($2, null at first), in key order. */
const PHOTO_PAGES: { folder: ArchivePhoto['folder']; sql: string }[] = [
  {
    folder: 'meals',
    sql: `SELECT id AS key, jpeg FROM food_photos WHERE user_id = $1 AND ($2::uuid IS NULL OR id > $2)
          ORDER BY id LIMIT $3`,
  },
  {
    folder: 'profile',
    sql: `SELECT id AS key, jpeg FROM profile_images WHERE user_id = $1 AND ($2::uuid IS NULL OR id > $2)
          ORDER BY id LIMIT $3`,
  },
  {
    folder: 'posts',
    sql: `SELECT i.post_id AS key, i.jpeg FROM community_images i JOIN community_posts p ON p.id = i.post_id
          WHERE p.user_id = $1 AND ($2::uuid IS NULL OR i.post_id > $2) ORDER BY i.post_id LIMIT $3`,
  },
];

/**
 * The whole account, across every module's tables (docs/decisions.md, "Your data"): the export reads
 * it and the deletion removes it. Hand-written SQL on purpose: it is the one place that must name
 * every table a user's data lives in, and test/account.spec.ts checks no table is forgotten.
 */
@Injectable()
export class AccountRepository {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  async read(userId: string): Promise<AccountRecords> {
    const q = (sql: string) => this.ds.query(sql, [userId]) as Promise<Record<string, unknown>[]>;
    const one = async (sql: string) => (await q(sql))[0] ?? null;
    const [user, profile, goals, personality, stretchReminders] = await Promise.all([
      one('SELECT id, username, email, first_name, last_name, profile_image_url, created_at FROM users WHERE id = $1'),
      one('SELECT * FROM profiles WHERE user_id = $1'),
      one('SELECT * FROM nutrition_goals WHERE user_id = $1'),
      one('SELECT * FROM nutrition_personalities WHERE user_id = $1'),
      one('SELECT * FROM stretch_reminders WHERE user_id = $1'),
    ]);
    const [foodEntries, exerciseEntries, posts, comments, likes, reports, healthIntegrations, pinResets] =
      await Promise.all([
        q('SELECT * FROM food_entries WHERE user_id = $1 ORDER BY created_at DESC'),
        q('SELECT * FROM exercise_entries WHERE user_id = $1 ORDER BY created_at DESC'),
        q(`SELECT id, content, food_entry, has_image, likes_count, comments_count, created_at
             FROM community_posts WHERE user_id = $1 ORDER BY created_at DESC`),
        q('SELECT id, post_id, content, created_at FROM post_comments WHERE user_id = $1 ORDER BY created_at DESC'),
        q('SELECT post_id, created_at FROM post_likes WHERE user_id = $1 ORDER BY created_at DESC'),
        q('SELECT post_id, created_at FROM post_reports WHERE user_id = $1 ORDER BY created_at DESC'),
        q('SELECT * FROM health_integrations WHERE user_id = $1'),
        q(`SELECT created_at AS requested_at, expires_at, used_at
             FROM pin_resets WHERE user_id = $1 ORDER BY created_at DESC`),
      ]);
    const ssoLinks = await q(
      'SELECT issuer, email, linked_at, last_used_at FROM sso_links WHERE user_id = $1 ORDER BY linked_at',
    );
    const imports = await q(
      `SELECT id, created_at, status, preview->'files' AS files, preview->'skippedCount' AS skipped_rows,
              entries_imported, weigh_ins_imported, finished_at
         FROM imports WHERE user_id = $1 ORDER BY created_at, id`,
    );
    const passkeys = await q(
      'SELECT name, created_at, last_used_at FROM passkeys WHERE user_id = $1 ORDER BY created_at, id',
    );
    const weighIns = await q(
      `SELECT id, to_char(date, 'YYYY-MM-DD') AS date, weight_kg, source, updated_at
         FROM weigh_ins WHERE user_id = $1 ORDER BY date`,
    );
    const [ownFoods, recipes, recipeIngredients] = await Promise.all([
      q('SELECT * FROM own_foods WHERE user_id = $1 ORDER BY created_at, id'),
      q(`SELECT r.id, r.name, r.servings, r.created_at, r.updated_at,
                coalesce((SELECT json_agg(to_jsonb(i) - 'id' - 'recipe_id' ORDER BY i.position)
                            FROM recipe_ingredients i WHERE i.recipe_id = r.id), '[]') AS ingredients
           FROM recipes r WHERE r.user_id = $1 ORDER BY r.created_at, r.id`),
      q(`SELECT r.name AS recipe, i.* FROM recipe_ingredients i JOIN recipes r ON r.id = i.recipe_id
          WHERE r.user_id = $1 ORDER BY r.created_at, r.id, i.position`),
    ]);
    const waterGoal = await one('SELECT goal_ml, updated_at FROM water_goals WHERE user_id = $1');
    const waterEntries = await q(
      'SELECT id, drunk_at, amount_ml FROM water_entries WHERE user_id = $1 ORDER BY drunk_at DESC, id DESC',
    );
    const [bodyCheckIns, bodyCheckInRegions] = await Promise.all([
      q(`SELECT id, to_char(date, 'YYYY-MM-DD') AS date, regions, created_at, updated_at
           FROM body_check_ins WHERE user_id = $1 ORDER BY date`),
      q(`SELECT to_char(c.date, 'YYYY-MM-DD') AS date, r.key AS region, r.value->>'score' AS score,
                r.value->>'keptFromWork' AS kept_from_work, r.value->>'side' AS side,
                r.value->>'numbness' AS numbness
           FROM body_check_ins c CROSS JOIN LATERAL jsonb_each(c.regions) r
          WHERE c.user_id = $1 ORDER BY c.date, array_position(ARRAY[${BODY_REGIONS.map((r) => `'${r}'`).join(',')}], r.key)`),
    ]);
    const [savedMeals, savedMealItems] = await Promise.all([
      q(`SELECT m.id, m.name, m.created_at,
                coalesce((SELECT json_agg(to_jsonb(i) - 'id' - 'saved_meal_id' ORDER BY i.position)
                            FROM saved_meal_items i WHERE i.saved_meal_id = m.id), '[]') AS items
           FROM saved_meals m WHERE m.user_id = $1 ORDER BY m.created_at, m.id`),
      q(`SELECT m.name AS saved_meal, i.* FROM saved_meal_items i JOIN saved_meals m ON m.id = i.saved_meal_id
          WHERE m.user_id = $1 ORDER BY m.created_at, m.id, i.position`),
    ]);
    return {
      user: user!,
      profile,
      goals,
      personality,
      stretchReminders,
      foodEntries,
      exerciseEntries,
      posts,
      comments,
      likes,
      reports,
      healthIntegrations,
      imports,
      ssoLinks,
      pinResets,
      passkeys,
      savedMeals,
      savedMealItems,
      weighIns,
      ownFoods,
      recipes,
      recipeIngredients,
      waterGoal,
      waterEntries,
      bodyCheckIns,
      bodyCheckInRegions,
    };
  }

  /** The user's health exports, newest first, a page at a time on (created_at, id). */
  async *healthExports(userId: string): AsyncGenerator<HealthExportRow> {
    let after: { at: Date; id: string } | null = null;
    for (;;) {
      const rows: HealthExportRow[] = await this.ds.query(
        `SELECT id, platform, created_at, fhir_bundle, csv FROM health_exports
          WHERE user_id = $1 AND ($2::timestamptz IS NULL OR (created_at, id) < ($2::timestamptz, $3::uuid))
          ORDER BY created_at DESC, id DESC LIMIT $4`,
        [userId, after?.at ?? null, after?.id ?? null, HEALTH_EXPORT_PAGE],
      );
      yield* rows;
      if (rows.length < HEALTH_EXPORT_PAGE) return;
      const last = rows[rows.length - 1]!;
      after = { at: last.created_at, id: last.id };
    }
  }

  /**
   * Every photo of the user, a page at a time on its key: no connection is held between pages (a
   * slow download would otherwise keep one of the pool's), and a page costs the same at the end.
   */
  async *photos(userId: string): AsyncGenerator<ArchivePhoto> {
    for (const { folder, sql } of PHOTO_PAGES) {
      let after: string | null = null;
      for (;;) {
        const rows: { key: string; jpeg: Buffer }[] = await this.ds.query(sql, [userId, after, PHOTO_PAGE]);
        for (const r of rows) yield { folder, name: r.key, jpeg: r.jpeg };
        if (rows.length < PHOTO_PAGE) break;
        after = rows[rows.length - 1]!.key;
      }
    }
  }

  /**
   * Deletes the user and, by the foreign keys' cascades, every row of theirs; first takes their
   * likes, comments and reports off the counts of other members' posts, in the same transaction.
   */
  async delete(userId: string): Promise<boolean> {
    return this.ds.transaction(async (m) => {
      await m.query(
        `UPDATE community_posts p SET likes_count = p.likes_count - 1
          WHERE p.user_id <> $1 AND p.id IN (SELECT post_id FROM post_likes WHERE user_id = $1)`,
        [userId],
      );
      await m.query(
        `UPDATE community_posts p SET reports_count = p.reports_count - 1
          WHERE p.user_id <> $1 AND p.id IN (SELECT post_id FROM post_reports WHERE user_id = $1)`,
        [userId],
      );
      await m.query(
        `UPDATE community_posts p SET comments_count = p.comments_count - c.n
           FROM (SELECT post_id, count(*)::int AS n FROM post_comments WHERE user_id = $1 GROUP BY post_id) c
          WHERE p.id = c.post_id AND p.user_id <> $1`,
        [userId],
      );
      // Keyed by username, not user id, so no cascade reaches them (their devices cascade).
      await m.query('DELETE FROM login_attempts WHERE username = (SELECT username FROM users WHERE id = $1)', [userId]);
      // Counters of what they created or downloaded are keyed `<kind>:<user id>`; a uuid holds no LIKE
      // wildcard. A scan, but of a small table (expired rows are pruned) and once per account.
      await m.query(`DELETE FROM rate_limits WHERE key LIKE '%:' || $1`, [userId]);
      const deleted: unknown[] = await m.query('SELECT id FROM users WHERE id = $1', [userId]);
      await m.query('DELETE FROM users WHERE id = $1', [userId]);
      return deleted.length > 0;
    });
  }
}
