import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The reminders' interval is the micro-break interval now, 20 to 40 minutes (MICRO_BREAK_LIMITS):
 * a stored cadence outside it moves to the nearest end (every 60 minutes becomes every 40), so each
 * member keeps the closest thing to what they chose, and the CHECK follows.
 */
export class MicroBreakInterval1764859000000 implements MigrationInterface {
  name = 'MicroBreakInterval1764859000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE stretch_reminders DROP CONSTRAINT IF EXISTS stretch_reminders_cadence_check`);
    await q.query(`UPDATE stretch_reminders SET cadence_minutes = LEAST(GREATEST(cadence_minutes, 20), 40)`);
    await q.query(
      `ALTER TABLE stretch_reminders ADD CONSTRAINT stretch_reminders_cadence_check CHECK (cadence_minutes BETWEEN 20 AND 40)`,
    );
  }

  // Back to 30-120: an interval under 30 becomes 30, the nearest the old range allows.
  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE stretch_reminders DROP CONSTRAINT IF EXISTS stretch_reminders_cadence_check`);
    await q.query(`UPDATE stretch_reminders SET cadence_minutes = 30 WHERE cadence_minutes < 30`);
    await q.query(
      `ALTER TABLE stretch_reminders ADD CONSTRAINT stretch_reminders_cadence_check CHECK (cadence_minutes BETWEEN 30 AND 120)`,
    );
  }
}
