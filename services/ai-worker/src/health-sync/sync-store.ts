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
    `SELECT id, food_name AS "foodName", meal_type AS "mealType", calories, protein, carbs, fat, sugars, created_at AS "createdAt"
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
 * Exports the entries since lastSync and moves it, in one transaction, holding the integration's
 * row lock. When lastSync has already moved away from `since` (the starting point the click saw),
 * it answers the export that moved it instead of exporting again: idempotent in the database, not
 * only in the queue (a finished job may be gone from Redis when the second click arrives).
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
    const lastSync = row.last_sync;
    if ((lastSync?.getTime() ?? null) !== sinceMs) {
      // The starting point has moved (a double click, a retry after a worker died mid-commit, a second
      // tab): the export that moved it from `since` is this sync's answer, however late we are.
      const moved = (
        await c.query<{ created_at: Date; entries_uploaded: number }>(
          `SELECT created_at, entries_uploaded FROM health_exports
            WHERE user_id = $1 AND platform = $2 AND ($3::timestamptz IS NULL OR created_at > $3)
            ORDER BY created_at LIMIT 1`,
          [userId, platform, sinceMs === null ? null : new Date(sinceMs)],
        )
      ).rows[0];
      if (moved) {
        await c.query('ROLLBACK');
        return { kind: 'synced', response: responseOf(platform, moved.created_at, moved.entries_uploaded) };
      }
      // No export moved it (a `since` later than lastSync, or a sync that found nothing new and wrote
      // none): sync from where it really is, which again finds nothing new or exports it once.
    }
    const now = new Date();
    const { food, exercise } = await entriesSince(c, userId, lastSync, now);
    const count = food.length + exercise.length;
    const response = responseOf(platform, now, count);
    // Nothing new since the last export: it stays the latest. lastSync still moves, so the next sync's
    // job is a new one; an empty export on every click would only grow the table.
    if (count > 0 || !lastSync)
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
