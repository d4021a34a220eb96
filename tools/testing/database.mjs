// Databases for tests: each test file or run gets one of its own on the PostgreSQL server the tests
// may create databases on (PG_ADMIN_URL, else the local one), and drops it when done.
import { randomUUID } from 'node:crypto';
import { databaseUrl, dropDatabase, ensureDatabase, LOCAL_ADMIN_URL } from '../stack/lib/postgres.mjs';

export const ADMIN_URL = process.env.PG_ADMIN_URL ?? LOCAL_ADMIN_URL;

/**
 * A new, empty database named `<prefix>_<random>`; `drop()` removes it (with force).
 * @param {string} prefix
 */
export async function createDatabase(prefix, adminUrl = ADMIN_URL) {
  const name = `${prefix}_${randomUUID().replace(/-/g, '').slice(0, 12)}`;
  await ensureDatabase(adminUrl, name);
  return { name, url: databaseUrl(adminUrl, name), drop: () => dropDatabase(adminUrl, name) };
}
