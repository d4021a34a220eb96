import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * Lockouts that fade and devices that are trusted (decisions.md, "Hardening II"): the time of a
 * username's last counted attempt, from which its failures are forgotten and its lock level falls;
 * and the browsers that signed in before, each with its own failure count and lock.
 */
export class LoginDevices1764700000000 implements MigrationInterface {
  name = 'LoginDevices1764700000000';

  async up(q: QueryRunner): Promise<void> {
    // Rows from before start their quiet period now.
    await q.query(`ALTER TABLE login_attempts ADD COLUMN last_attempt_at timestamptz NOT NULL DEFAULT now()`);
    await q.query(`CREATE INDEX login_attempts_last_attempt_idx ON login_attempts (last_attempt_at)`);
    await q.query(`
      CREATE TABLE login_devices (
        id uuid PRIMARY KEY DEFAULT gen_random_uuid(),
        user_id uuid NOT NULL,
        failures int NOT NULL DEFAULT 0,
        lock_level int NOT NULL DEFAULT 0,
        locked_until timestamptz,
        last_attempt_at timestamptz NOT NULL DEFAULT now(),
        expires_at timestamptz NOT NULL,
        CONSTRAINT login_devices_user_id_fkey FOREIGN KEY (user_id) REFERENCES users(id) ON DELETE CASCADE
      )`);
    await q.query(`CREATE INDEX login_devices_user_idx ON login_devices (user_id)`);
    await q.query(`CREATE INDEX login_devices_expires_at_idx ON login_devices (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS login_devices`);
    await q.query(`DROP INDEX IF EXISTS login_attempts_last_attempt_idx`);
    await q.query(`ALTER TABLE login_attempts DROP COLUMN IF EXISTS last_attempt_at`);
  }
}
