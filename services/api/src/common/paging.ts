import { LIST_PAGE } from '@chairside/contracts';
import type { ObjectLiteral, SelectQueryBuilder } from 'typeorm';
import { ApiException } from './api-exception';

export interface Page<T> {
  items: T[];
  /** Opaque; null on the last page. */
  nextCursor: string | null;
}

/**
 * The cursor names the last entry of a page exactly: its created_at in microseconds since the epoch,
 * and its id. Decoding checks both strictly, so a well-formed but made-up cursor is a 400 naming the
 * cursor, never a PostgreSQL error (bad uuid 22P02, bigint overflow 22003, interval out of range 22008).
 */
export const encodeCursor = (micros: string, id: string) => Buffer.from(`${micros}.${id}`).toString('base64url');

const CURSOR = /^(\d{1,16})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/;
/** The largest instant a cursor may name: 2^53 - 1 µs (year 2255), exact as a number and far inside PostgreSQL's ranges. */
const MAX_CURSOR_MICROS = BigInt(Number.MAX_SAFE_INTEGER);

/** `field` is the query parameter that carried it, named in the 400. */
export function decodeCursor(cursor: string, field = 'cursor'): { micros: string; id: string } {
  const m = CURSOR.exec(Buffer.from(cursor, 'base64url').toString());
  if (!m || BigInt(m[1]!) > MAX_CURSOR_MICROS)
    throw ApiException.badRequest(`${field}: must be the cursor a previous page gave`, [
      { path: field, message: 'must be the cursor a previous page gave' },
    ]);
  return { micros: m[1]!, id: m[2]! };
}

/**
 * One page of `qb` (already filtered to one user), newest first by (created_at, id): a
 * keyset, so page 100 costs what page 1 does and an entry added meanwhile never shifts a page.
 */
export async function pageNewestFirst<E extends ObjectLiteral & { id: string }>(
  qb: SelectQueryBuilder<E>,
  alias: string,
  q: { limit?: number; cursor?: string },
): Promise<Page<E>> {
  const limit = q.limit ?? LIST_PAGE.defaultLimit;
  if (q.cursor) {
    const c = decodeCursor(q.cursor);
    qb.andWhere(
      `(${alias}.created_at, ${alias}.id) < ('epoch'::timestamptz + CAST(:cursorMicros AS bigint) * interval '1 microsecond', CAST(:cursorId AS uuid))`,
      { cursorMicros: c.micros, cursorId: c.id },
    );
  }
  const { entities, raw } = await qb
    .addSelect(`(extract(epoch FROM ${alias}.created_at) * 1000000)::bigint`, 'cursor_micros')
    .orderBy(`${alias}.createdAt`, 'DESC')
    .addOrderBy(`${alias}.id`, 'DESC')
    .limit(limit + 1)
    .getRawAndEntities();
  const items = entities.slice(0, limit);
  const last = raw[limit - 1] as { cursor_micros: string } | undefined;
  const nextCursor =
    entities.length > limit && last ? encodeCursor(String(last.cursor_micros), items[limit - 1]!.id) : null;
  return { items, nextCursor };
}

/** Headers of a page: `X-Next-Cursor` and a `Link` to the next page (Fastify's reply `header`). */
export function setPageHeaders(
  res: { header(name: string, value: string): unknown },
  path: string,
  page: Page<unknown>,
  limit?: number,
  cursorParam = 'cursor',
): void {
  if (!page.nextCursor) return;
  res.header(LIST_PAGE.cursorHeader, page.nextCursor);
  const query = new URLSearchParams({ ...(limit ? { limit: String(limit) } : {}), [cursorParam]: page.nextCursor });
  res.header('Link', `<${path}?${query}>; rel="next"`);
}
