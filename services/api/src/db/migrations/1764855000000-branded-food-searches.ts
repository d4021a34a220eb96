import type { MigrationInterface, QueryRunner } from 'typeorm';

/** docs/decisions.md, "Branded foods": Open Food Facts' answers to a search by name, kept until they expire. */
export class BrandedFoodSearches1764855000000 implements MigrationInterface {
  name = 'BrandedFoodSearches1764855000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE branded_food_searches (
        query varchar(80) PRIMARY KEY,
        foods jsonb NOT NULL,
        fetched_at timestamptz NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX branded_food_searches_expires_at_idx ON branded_food_searches (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS branded_food_searches`);
  }
}
