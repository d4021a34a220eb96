import { loadConfig } from '../config/app-config';
import { createDataSource } from './data-source';
import { seed } from './seed';

/** `node services/api/dist/db/migrate.js`: run pending migrations, then seed (idempotent). */
async function main() {
  const config = loadConfig();
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
}

main().catch((e: unknown) => {
  console.error(e instanceof Error ? e.message : e);
  process.exit(1);
});
