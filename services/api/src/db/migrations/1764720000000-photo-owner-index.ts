import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * A member's meal photos by owner: the photo quota counts them on every upload, and the data export
 * reads them a page at a time in id order.
 */
export class PhotoOwnerIndex1764720000000 implements MigrationInterface {
  name = 'PhotoOwnerIndex1764720000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`CREATE INDEX food_photos_user_idx ON food_photos (user_id, id)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP INDEX IF EXISTS food_photos_user_idx`);
  }
}
