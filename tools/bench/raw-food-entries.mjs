#!/usr/bin/env node
// The bench's baseline: `GET /api/food-entries?date=&tz=` in raw node:http + pg, doing what the API
// does for it — read the session row the API's session store wrote (by the signed cookie's id), check
// its 30-day and idle ends and record its use when the recorded one is stale (SESSION_IDLE_HOURS, the
// same rule as services/api/src/modules/auth/session.store.ts), take the user id stored in it, run the
// same SQL — and nothing else. The API must reach at least 70 % of its requests per second, with a
// p99 no more than 1.5 times its p99.
import { createServer } from 'node:http';
import { resolve } from 'node:path';
import { pathToFileURL } from 'node:url';
import pg from 'pg';
import { cookieValue, unsignSessionCookie } from './lib/session-cookie.mjs';

// A dependency-free module of the built API (the bench measures the built API, so it exists); the
// type is its source's.
const API_DAY_RANGE = new URL('../../services/api/dist/common/day-range.js', import.meta.url).href;
const { onLocalDay } = /** @type {typeof import('../../services/api/src/common/day-range')} */ (
  await import(API_DAY_RANGE)
);

const SESSION_COOKIE = 'chairside.sid';
const DATE = /^\d{4}-\d{2}-\d{2}$/;
const TZ = /^[A-Za-z0-9_+\-/]{1,64}$/;
// The statement of services/api/src/modules/nutrition/food-entries.repository.ts (forLocalDay): its
// day condition is the API's own (built once at start, nothing per request); its column list is
// written out, because the API derives it from TypeORM's entity metadata, which a raw baseline must
// not load. The bench compares both answers byte for byte before it measures, so a column that
// drifts stops the bench instead of skewing it.
const DAY_SQL = `SELECT id, food_name AS "foodName", meal_type AS "mealType", calories, protein, carbs, fat, sugars,
  fibre, saturated_fat AS "saturatedFat", sodium, image_url AS "imageUrl", analysis_method AS "analysisMethod", portion_amount AS "portionAmount",
  portion_unit AS "portionUnit", created_at AS "createdAt" FROM food_entries
  WHERE user_id = $1 AND ${onLocalDay('created_at', '$2', '$3')}
  ORDER BY created_at DESC`;

/** @param {{ databaseUrl: string, secret: string, poolMax?: number, idleHours?: number }} options */
export function createRawServer({ databaseUrl, secret, poolMax = 10, idleHours = 12 }) {
  const pool = new pg.Pool({ connectionString: databaseUrl, max: poolMax });
  const idleMs = idleHours * 60 * 60 * 1000;
  const touchEveryMs = Math.min(5 * 60 * 1000, idleMs / 12);
  const send = (
    /** @type {import('node:http').ServerResponse} */ res,
    /** @type {number} */ status,
    /** @type {unknown} */ body,
  ) => {
    const json = JSON.stringify(body);
    res.writeHead(status, {
      'Content-Type': 'application/json; charset=utf-8',
      'Content-Length': Buffer.byteLength(json),
    });
    res.end(json);
  };
  const server = createServer(async (req, res) => {
    try {
      const url = new URL(req.url ?? '/', 'http://raw');
      if (req.method !== 'GET' || url.pathname !== '/api/food-entries')
        return send(res, 404, { statusCode: 404, message: 'Not found' });
      const sid = unsignSessionCookie(cookieValue(req.headers.cookie, SESSION_COOKIE), secret);
      if (!sid) return send(res, 401, { statusCode: 401, message: 'Unauthorized' });
      // The API's session read (services/api/src/modules/auth/sessions.repository.ts, which compares
      // with now() in SQL instead of this clock: the same rows).
      const session = await pool.query(
        'SELECT sess, expire FROM "session" WHERE sid = $1 AND expire >= to_timestamp($2)',
        [sid, Date.now() / 1000],
      );
      const row = session.rows[0];
      const userId = row?.sess?.passport?.user;
      if (!userId) return send(res, 401, { statusCode: 401, message: 'Unauthorized' });
      // Its 30-day end, and its idle end recorded again when stale (SessionStore.read).
      const now = Date.now();
      const absolute = row.sess.cookie?.expires ? Date.parse(row.sess.cookie.expires) : row.expire.getTime();
      if (absolute < now) return send(res, 401, { statusCode: 401, message: 'Unauthorized' });
      const end = Math.min(absolute, now + idleMs);
      const recorded = row.expire.getTime();
      if (end - recorded > touchEveryMs || recorded > end)
        await pool.query('UPDATE "session" SET expire = $2 WHERE sid = $1', [sid, new Date(end)]);
      const date = url.searchParams.get('date') ?? '';
      const tz = url.searchParams.get('tz') ?? 'UTC';
      if (!DATE.test(date) || !TZ.test(tz))
        return send(res, 400, { statusCode: 400, message: 'date must be YYYY-MM-DD' });
      const rows = await pool.query(DAY_SQL, [userId, date, tz]);
      send(
        res,
        200,
        rows.rows.map((/** @type {{ createdAt: Date }} */ r) => ({ ...r, createdAt: r.createdAt.toISOString() })),
      );
    } catch (e) {
      send(res, 500, { statusCode: 500, message: e instanceof Error ? e.message : String(e) });
    }
  });
  server.on('close', () => void pool.end());
  return server;
}

if (process.argv[1] && import.meta.url === pathToFileURL(resolve(process.argv[1])).href) {
  // The bench gives the API and this handler one secret, so one session cookie works on both.
  if (!process.env.SESSION_SECRET) throw new Error('raw handler: set SESSION_SECRET (the one the API under test uses)');
  const server = createRawServer({
    databaseUrl: process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/chairside',
    secret: process.env.SESSION_SECRET,
    poolMax: Number(process.env.DB_POOL_MAX ?? 10),
    idleHours: Number(process.env.SESSION_IDLE_HOURS ?? 12),
  });
  process.on('SIGTERM', () => server.close(() => process.exit(0)) && server.closeAllConnections());
  process.on('SIGINT', () => server.close(() => process.exit(0)) && server.closeAllConnections());
  server.listen(Number(process.env.PORT ?? 0), '127.0.0.1', () =>
    console.log(
      `raw handler listening on http://127.0.0.1:${/** @type {import('node:net').AddressInfo} */ (server.address()).port}`,
    ),
  );
}
