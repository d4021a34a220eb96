import type { MigrationInterface, QueryRunner } from 'typeorm';

/**
 * decisions.md, "Hardening": per-address and per-user counters with an expiry, shared by
 * every API instance and bounded in size (expired rows are pruned), replacing the per-process map.
 */
export class RateLimits1764200000000 implements MigrationInterface {
  name = 'RateLimits1764200000000';

  async up(q: QueryRunner): Promise<void> {
    await q.query(`
      CREATE TABLE rate_limits (
        key varchar(300) PRIMARY KEY,
        hits int NOT NULL,
        expires_at timestamptz NOT NULL
      )`);
    await q.query(`CREATE INDEX rate_limits_expires_at_idx ON rate_limits (expires_at)`);
  }

  async down(q: QueryRunner): Promise<void> {
    await q.query(`DROP TABLE IF EXISTS rate_limits`);
  }
}
