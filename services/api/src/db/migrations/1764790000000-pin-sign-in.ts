import type { MigrationInterface, QueryRunner } from 'typeorm';

/** A member with a passkey (or a work account) may turn signing in with the PIN off. */
export class PinSignIn1764790000000 implements MigrationInterface {
  name = 'PinSignIn1764790000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users ADD COLUMN pin_sign_in boolean NOT NULL DEFAULT true`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`ALTER TABLE users DROP COLUMN pin_sign_in`);
  }
}
