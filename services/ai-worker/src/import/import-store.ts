import { planImport, type ImportedEntry, type ImportedWeighIn } from '@chairside/analysis';
import type { ImportWeightUnit } from '@chairside/contracts';
import type { Pool, PoolClient } from 'pg';

/** Rows written per transaction: progress moves in steps this size, and a retry redoes at most one. */
const BATCH = 250;

/** A meal without a time of day sits at its usual hour, the API's MEAL_HOURS (food-entries.repository.ts). */
const MEAL_HOURS = { breakfast: '08:00', lunch: '12:30', snack: '15:30', dinner: '19:00' } as const;

export type ImportResult =
  { kind: 'done'; entries: number; weighIns: number } | { kind: 'gone' } | { kind: 'stopped'; message: string };

interface ImportRow {
  status: string;
  tz: string;
  weight_unit: ImportWeightUnit;
  uploads: { name: string; text: string }[] | null;
  entries_imported: number | null;
  weigh_ins_imported: number | null;
}

const todayIn = (tz: string) =>
  new Intl.DateTimeFormat('en-CA', { timeZone: tz, year: 'numeric', month: '2-digit', day: '2-digit' }).format(
    new Date(),
  );

/**
 * Writes an upload's rows: each batch in one transaction that records the rows' keys in
 * imported_rows (a key already there is a row an earlier import wrote: skipped), inserts the new
 * entries, upserts the weigh-ins (a day the member typed a weight for keeps it) and adds to the
 * upload's counts. A retried job continues where the last one stopped; an upload done answers its counts.
 */
export async function runImport(
  pool: Pool,
  userId: string,
  importId: string,
  progress: (pct: number) => Promise<void>,
): Promise<ImportResult> {
  const row = (
    await pool.query<ImportRow>(
      `SELECT status, tz, weight_unit, uploads, entries_imported, weigh_ins_imported
         FROM imports WHERE id = $1 AND user_id = $2`,
      [importId, userId],
    )
  ).rows[0];
  if (!row) return { kind: 'gone' };
  if (row.status === 'done')
    return { kind: 'done', entries: row.entries_imported ?? 0, weighIns: row.weigh_ins_imported ?? 0 };
  if (!row.uploads) {
    const message = 'The uploaded files are no longer kept. Please upload them again.';
    await pool.query(
      `UPDATE imports SET status = 'failed', message = $3, finished_at = now() WHERE id = $1 AND user_id = $2`,
      [importId, userId, message],
    );
    return { kind: 'stopped', message };
  }

  const plan = planImport(row.uploads, { weightUnit: row.weight_unit, today: todayIn(row.tz) });
  const work: ({ e: ImportedEntry } | { w: ImportedWeighIn })[] = [
    ...plan.entries.map((e) => ({ e })),
    ...plan.weighIns.map((w) => ({ w })),
  ];
  for (let i = 0; i < work.length; i += BATCH) {
    const batch = work.slice(i, i + BATCH);
    const c = await pool.connect();
    try {
      await c.query('BEGIN');
      const written = await writeBatch(c, userId, row.tz, batch);
      await c.query(
        `UPDATE imports SET entries_imported = COALESCE(entries_imported, 0) + $3,
                            weigh_ins_imported = COALESCE(weigh_ins_imported, 0) + $4
          WHERE id = $1 AND user_id = $2`,
        [importId, userId, written.entries, written.weighIns],
      );
      await c.query('COMMIT');
    } catch (e) {
      await c.query('ROLLBACK').catch(() => {});
      throw e;
    } finally {
      c.release();
    }
    await progress(Math.min(99, Math.round(((i + batch.length) / work.length) * 100)));
  }
  const done = (
    await pool.query<{ entries_imported: number | null; weigh_ins_imported: number | null }>(
      `UPDATE imports SET status = 'done', uploads = NULL, finished_at = now()
        WHERE id = $1 AND user_id = $2 RETURNING entries_imported, weigh_ins_imported`,
      [importId, userId],
    )
  ).rows[0];
  if (!done) return { kind: 'gone' };
  await progress(100);
  return { kind: 'done', entries: done.entries_imported ?? 0, weighIns: done.weigh_ins_imported ?? 0 };
}

async function writeBatch(
  c: PoolClient,
  userId: string,
  tz: string,
  batch: ({ e: ImportedEntry } | { w: ImportedWeighIn })[],
): Promise<{ entries: number; weighIns: number }> {
  const keys = batch.map((x) => ('e' in x ? x.e.key : x.w.key));
  const fresh = new Set(
    (
      await c.query<{ row_key: string }>(
        `INSERT INTO imported_rows (user_id, row_key) SELECT $1, k FROM unnest($2::text[]) AS k
         ON CONFLICT DO NOTHING RETURNING row_key`,
        [userId, keys],
      )
    ).rows.map((r) => r.row_key),
  );
  const entries = batch.flatMap((x) => ('e' in x && fresh.has(x.e.key) ? [x.e] : []));
  const weighIns = batch.flatMap((x) => ('w' in x && fresh.has(x.w.key) ? [x.w] : []));
  if (entries.length > 0) {
    const col = <K extends keyof ImportedEntry>(k: K) => entries.map((e) => e[k]);
    await c.query(
      `INSERT INTO food_entries (user_id, food_name, meal_type, calories, protein, carbs, fat, sugars, fibre,
                                 saturated_fat, sodium, analysis_method, portion_amount, portion_unit, created_at)
       SELECT $1, t.food_name, t.meal_type, t.calories, t.protein, t.carbs, t.fat, t.sugars, t.fibre,
              t.saturated_fat, t.sodium, 'manual', t.portion_amount, t.portion_unit,
              (t.day::date + t.at::time) AT TIME ZONE $2
         FROM unnest($3::text[], $4::text[], $5::float8[], $6::float8[], $7::float8[], $8::float8[], $9::float8[],
                     $10::float8[], $11::float8[], $12::float8[], $13::float8[], $14::text[], $15::text[], $16::text[])
           AS t(food_name, meal_type, calories, protein, carbs, fat, sugars, fibre, saturated_fat, sodium,
                portion_amount, portion_unit, day, at)`,
      [
        userId,
        tz,
        col('foodName'),
        col('mealType'),
        col('calories'),
        col('protein'),
        col('carbs'),
        col('fat'),
        col('sugars'),
        col('fibre'),
        col('saturatedFat'),
        col('sodium'),
        col('portionAmount'),
        col('portionUnit'),
        col('date'),
        entries.map((e) => e.time ?? MEAL_HOURS[e.mealType]),
      ],
    );
  }
  let weighInCount = 0;
  if (weighIns.length > 0) {
    const r = await c.query(
      `INSERT INTO weigh_ins (user_id, date, weight_kg, source)
       SELECT $1, t.day::date, t.kg, t.source FROM unnest($2::text[], $3::float8[], $4::text[]) AS t(day, kg, source)
       ON CONFLICT (user_id, date) DO UPDATE SET weight_kg = EXCLUDED.weight_kg, source = EXCLUDED.source, updated_at = now()
         WHERE weigh_ins.source <> 'manual'
       RETURNING id`,
      [userId, weighIns.map((w) => w.date), weighIns.map((w) => w.weightKg), weighIns.map((w) => w.source)],
    );
    weighInCount = r.rowCount ?? 0;
  }
  return { entries: entries.length, weighIns: weighInCount };
}
