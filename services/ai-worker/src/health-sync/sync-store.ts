import { HEALTH_DATA_TYPES, type HealthPlatform, type HealthSyncResponse } from '@chairside/contracts';
import type { Pool, PoolClient } from 'pg';
import { buildCsv } from './csv-export';
import type { ExerciseRow, FoodRow } from './export-rows';
import { buildFhirBundle } from './fhir-bundle';
import { PLATFORM_ADAPTERS } from './platform-adapter';

export type SyncResult = { kind: 'synced'; response: HealthSyncResponse } | { kind: 'not-connected' };

const responseOf = (platform: HealthPlatform, lastSync: Date, entriesUploaded: number): HealthSyncResponse => ({
  success: true,
  platform,
  lastSync: lastSync.toISOString(),
  syncedData: { entriesUploaded, dataTypes: [...HEALTH_DATA_TYPES], status: 'completed' },
});

async function entriesSince(c: PoolClient, userId: string, since: Date | null, until: Date) {
  const range = `user_id = $1 AND created_at <= $2 ${since ? 'AND created_at > $3' : ''}`;
  const args = since ? [userId, until, since] : [userId, until];
  const food = await c.query<FoodRow>(
    `SELECT id, food_name AS "foodName", meal_type AS "mealType", calories, protein, carbs, fat, created_at AS "createdAt"
       FROM food_entries WHERE ${range} ORDER BY created_at`,
    args,
  );
  const exercise = await c.query<ExerciseRow>(
    `SELECT id, name, exercise_type AS "exerciseType", duration, intensity, calories_burned AS "caloriesBurned", created_at AS "createdAt"
       FROM exercise_entries WHERE ${range} ORDER BY created_at`,
    args,
  );
  return { food: food.rows, exercise: exercise.rows };
}

/**
 * Exports the entries since `since` and moves lastSync, in one transaction. When lastSync has
 * already moved past `since` (an earlier attempt of this job committed, then its worker died),
 * it answers that sync's result instead of exporting twice.
 */
export async function syncHealthExport(
  pool: Pool,
  userId: string,
  platform: HealthPlatform,
  since: string | null,
): Promise<SyncResult> {
  const c = await pool.connect();
  try {
    await c.query('BEGIN');
    const row = (
      await c.query<{ connected: boolean; last_sync: Date | null; entries: number | null }>(
        `SELECT connected, last_sync, (sync_data->>'entriesUploaded')::int AS entries
           FROM health_integrations WHERE user_id = $1 AND platform = $2 FOR UPDATE`,
        [userId, platform],
      )
    ).rows[0];
    if (!row?.connected) {
      await c.query('ROLLBACK');
      return { kind: 'not-connected' };
    }
    const sinceMs = since ? Date.parse(since) : null;
    if ((row.last_sync?.getTime() ?? null) !== sinceMs && row.last_sync) {
      await c.query('ROLLBACK');
      return { kind: 'synced', response: responseOf(platform, row.last_sync, row.entries ?? 0) };
    }
    const now = new Date();
    const { food, exercise } = await entriesSince(c, userId, sinceMs === null ? null : new Date(sinceMs), now);
    const count = food.length + exercise.length;
    const response = responseOf(platform, now, count);
    await PLATFORM_ADAPTERS[platform].deliver(c, {
      userId,
      platform,
      createdAt: now,
      entriesUploaded: count,
      fhirBundle: buildFhirBundle(userId, food, exercise, now),
      csv: buildCsv(food, exercise),
    });
    await c.query(
      `UPDATE health_integrations SET last_sync = $3, sync_data = $4 WHERE user_id = $1 AND platform = $2`,
      [userId, platform, now, JSON.stringify(response.syncedData)],
    );
    await c.query('COMMIT');
    return { kind: 'synced', response };
  } catch (e) {
    await c.query('ROLLBACK').catch(() => {});
    throw e;
  } finally {
    c.release();
  }
}
