import type { MigrationInterface, QueryRunner } from 'typeorm';

/** Water is shown in the profile's unit system now (fl oz for imperial): the goal keeps no unit of its own. */
export class WaterUnitFromProfile1764852000001 implements MigrationInterface {
  name = 'WaterUnitFromProfile1764852000001';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE water_goals DROP CONSTRAINT IF EXISTS water_goals_unit_check`);
    await q.query(`ALTER TABLE water_goals DROP COLUMN IF EXISTS unit`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE water_goals ADD COLUMN unit varchar(4) NOT NULL DEFAULT 'ml'`);
    await q.query(`ALTER TABLE water_goals ALTER COLUMN unit DROP DEFAULT`);
    await q.query(`ALTER TABLE water_goals ADD CONSTRAINT water_goals_unit_check CHECK (unit IN ('ml','floz'))`);
  }
}
