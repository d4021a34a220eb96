import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Each user's clinic days, hours and cadence for the stretch-break coach. */
export class StretchReminders1764300000000 implements MigrationInterface {
  name = 'StretchReminders1764300000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE stretch_reminders (
        user_id uuid PRIMARY KEY,
        enabled boolean NOT NULL,
        days jsonb NOT NULL,
        start_time varchar(5) NOT NULL,
        end_time varchar(5) NOT NULL,
        cadence_minutes int NOT NULL,
        focus_areas jsonb NOT NULL,
        updated_at timestamptz NOT NULL DEFAULT now(),
        CONSTRAINT stretch_reminders_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE,
        CONSTRAINT stretch_reminders_cadence_check CHECK (cadence_minutes BETWEEN 30 AND 120),
        CONSTRAINT stretch_reminders_hours_check CHECK (start_time < end_time)
      )`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS stretch_reminders`);
  }
}
