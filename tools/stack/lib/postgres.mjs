/** The PostgreSQL pieces of the start script; `pg` is loaded lazily (it may not be installed yet). */

export const LOCAL_ADMIN_URL = 'postgres://postgres@127.0.0.1:5432/postgres';

/**
 * @param {string} url
 */
async function client(url) {
  const { default: pg } = await import('pg');
  const c = new pg.Client({ connectionString: url, connectionTimeoutMillis: 3000 });
  await c.connect();
  return c;
}

/**
 * @param {string} url
 */
export async function canConnect(url) {
  try {
    const c = await client(url);
    await c.end();
    return true;
  } catch {
    return false;
  }
}

/**
 * The same server, another database: postgres://u@h:p/postgres + 'chairside' -> postgres://u@h:p/chairside.
 * @param {string | URL} serverUrl
 * @param {string} name
 */
export function databaseUrl(serverUrl, name) {
  const u = new URL(serverUrl);
  u.pathname = `/${name}`;
  return u.toString();
}

/**
 * Creates the database when it is missing; returns true when it did.
 * @param {string} adminUrl
 * @param {string} name
 */
export async function ensureDatabase(adminUrl, name) {
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`bad database name '${name}'`);
  const c = await client(adminUrl);
  try {
    const found = await c.query('select 1 from pg_database where datname = $1', [name]);
    if (found.rowCount) return false;
    await c.query(`create database "${name}"`);
    return true;
  } finally {
    await c.end();
  }
}

/**
 * @param {string} adminUrl
 * @param {string} name
 */
export async function dropDatabase(adminUrl, name) {
  const c = await client(adminUrl);
  try {
    await c.query(`drop database if exists "${name}" with (force)`);
  } finally {
    await c.end();
  }
}

/**
 * @param {string} url
 */
export function redact(url) {
  return url.replace(/\/\/([^:@/]+):[^@/]+@/, '//$1:***@');
}
