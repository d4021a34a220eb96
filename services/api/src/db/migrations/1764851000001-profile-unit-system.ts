import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * The member's unit system (metric: kg, cm, ml; imperial: lbs, ft/in, fl oz), chosen in Settings
 * and followed by weigh-ins and water. Everything stays stored in metric; this only says how to show it.
 */
export class ProfileUnitSystem1764851000001 implements MigrationInterface {
  name = 'ProfileUnitSystem1764851000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE profiles ADD COLUMN unit_system varchar(10) NOT NULL DEFAULT 'metric'`);
    await q.query(
      `ALTER TABLE profiles ADD CONSTRAINT profiles_unit_system_check CHECK (unit_system IN ('metric', 'imperial'))`,
    );
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE profiles DROP CONSTRAINT IF EXISTS profiles_unit_system_check`);
    await q.query(`ALTER TABLE profiles DROP COLUMN IF EXISTS unit_system`);
  }
}
