import net from 'node:net';
import pg from 'pg';
import { redact } from '../stack/lib/postgres.mjs';
import { ADMIN_URL } from '../testing/database.mjs';

/** The PostgreSQL server the tests create their databases on (PG_ADMIN_URL, else the local one). */
export async function requirePostgres() {
  const adminUrl = ADMIN_URL;
  const client = new pg.Client({ connectionString: adminUrl, connectionTimeoutMillis: 3000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (e) {
    console.error(
      `The tests need PostgreSQL at ${redact(adminUrl)} (${e instanceof Error ? e.message : String(e)}).\n` +
        'Start it (pg_ctlcluster <version> main start) or set PG_ADMIN_URL to a server where the tests may create databases.',
    );
    process.exit(1);
  } finally {
    await client.end().catch(() => {});
  }
  return { adminUrl };
}

export async function requireRedis() {
  const url = process.env.REDIS_URL ?? 'redis://127.0.0.1:6379';
  const { hostname, port } = new URL(url);
  const ok = await new Promise((resolve) => {
    const s = net.connect({ host: hostname, port: Number(port || 6379) });
    s.setTimeout(2000, () => (s.destroy(), resolve(false)));
    s.once('connect', () => (s.end(), resolve(true)));
    s.once('error', () => resolve(false));
  });
  if (!ok) {
    console.error(`The tests need Redis at ${url}. Start it (redis-server --daemonize yes) or set REDIS_URL.`);
    process.exit(1);
  }
  return url;
}
