import { Client } from 'pg';
import { loadConfig } from '../config/app-config';
import { createDataSource } from './data-source';
import { seed } from './seed';

/**
 * One key for "migrating Chairside": held by whichever migrate step got it first. Two at once (a Helm
 * hook retried beside a manual run, two compose projects on one database) then run one after the other,
 * and the second finds nothing left to do.
 */
const MIGRATION_LOCK_KEY = 7_314_202_611;
const RETRY_EVERY_MS = 1000;

/** A connection to PostgreSQL, retried until it answers or `waitSeconds` have passed (it may be starting). */
async function connectWhenReady(databaseUrl: string, waitSeconds: number): Promise<Client> {
  const deadline = Date.now() + waitSeconds * 1000;
  for (let attempt = 1; ; attempt++) {
    const client = new Client({ connectionString: databaseUrl, connectionTimeoutMillis: 5000 });
    client.on('error', () => {}); // a dropped connection fails the next query, which reports it
    try {
      await client.connect();
      await client.query('SELECT 1');
      return client;
    } catch (e) {
      await client.end().catch(() => {});
      const reason = e instanceof Error ? e.message : String(e);
      if (Date.now() + RETRY_EVERY_MS > deadline) {
        throw new Error(`migrate: the database did not answer within ${waitSeconds} s (${reason})`);
      }
      if (attempt === 1) console.log(`migrate: waiting for the database (${reason}), at most ${waitSeconds} s`);
      await new Promise((r) => setTimeout(r, RETRY_EVERY_MS));
    }
  }
}

/** `node services/api/dist/db/migrate.js`: run pending migrations, then seed (idempotent), under one lock. */
async function main() {
  const config = loadConfig();
  const lock = await connectWhenReady(config.databaseUrl, config.migrateWaitSeconds);
  try {
    console.log('migrate: waiting for the migration lock');
    // Session-level: held by this connection until unlocked or the connection ends (a crash frees it).
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    console.log('migrate: lock held');
    // A migration may rewrite a large table: no statement_timeout here.
    const ds = createDataSource({ ...config, dbPoolMax: 1, dbStatementTimeoutMs: undefined });
    await ds.initialize();
    try {
      const ran = await ds.runMigrations({ transaction: 'each' });
      console.log(ran.length ? `migrations applied: ${ran.map((m) => m.name).join(', ')}` : 'migrations: up to date');
      await seed(ds, { demoAccounts: config.demoAccounts });
      console.log(`seeded: 25 ergonomic stretches${config.demoAccounts ? ', demo accounts' : ''}`);
    } finally {
      await ds.destroy();
    }
    await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]);
  } finally {
    await lock.end();
  }
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
