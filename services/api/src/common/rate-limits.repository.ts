import { Inject, Injectable } from '@nestjs/common';
import { DataSource } from 'typeorm';
import { ApiException } from './api-exception';
import { RateLimitEntity } from './rate-limit.entity';
import { waitInWords } from './wait-in-words';

export interface Hit {
  /** Hits in the current window, this one included. */
  hits: number;
  /** Whole seconds until the window ends. */
  secondsLeft: number;
}

/** The window of every per-user limit on what a member creates (entries, posts, photos, syncs). */
export const HOUR_SECONDS = 3600;

/** About one write in this many also deletes expired counters, so the table stays bounded. */
const PRUNE_EVERY = 200;

/**
 * Fixed-window counters in PostgreSQL (decisions.md, "Hardening"): one atomic statement counts a hit
 * and says how many the window holds, so concurrent requests on any API instance are all counted
 * before the work they guard starts.
 */
@Injectable()
export class RateLimitsRepository {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  /**
   * Counts a hit on `key`. The QueryBuilder's upsert cannot say "restart the window when it has
   * expired, else add one", so this is one of the hand-written statements (decisions.md).
   */
  async hit(key: string, windowSeconds: number, n = 1): Promise<Hit> {
    const table = this.ds.getMetadata(RateLimitEntity).tableName;
    const rows: { hits: number; seconds: number }[] = await this.ds.query(
      `INSERT INTO ${table} AS r (key, hits, expires_at) VALUES ($1, $3, now() + make_interval(secs => $2))
       ON CONFLICT (key) DO UPDATE SET
         hits = CASE WHEN r.expires_at <= now() THEN $3 ELSE r.hits + $3 END,
         expires_at = CASE WHEN r.expires_at <= now() THEN EXCLUDED.expires_at ELSE r.expires_at END
       RETURNING hits, ceil(extract(epoch FROM expires_at - now()))::int AS seconds`,
      [key, windowSeconds, n],
    );
    if (Math.random() * PRUNE_EVERY < 1) void this.prune().catch(() => {});
    const row = rows[0]!;
    return { hits: row.hits, secondsLeft: Math.max(1, row.seconds) };
  }

  /**
   * Counts a hit on `key` and refuses it past `limit` in the window: 429 with Retry-After and the
   * message `refusal` writes from the wait ('12 minutes'). For what a user creates (entries, posts).
   */
  async enforce(key: string, limit: number, windowSeconds: number, refusal: (wait: string) => string): Promise<void> {
    const hit = await this.hit(key, windowSeconds);
    if (hit.hits > limit) throw ApiException.tooMany(refusal(waitInWords(hit.secondsLeft)), hit.secondsLeft);
  }

  /**
   * Counts `n` hits on `key` at once (one request that creates `n` things, such as a copied meal), and
   * refuses past `limit`: then the `n` are given back, so asking for too many at once does not use up
   * what is left. `refusal` gets the wait and how many the window still allows.
   */
  async enforceMany(
    key: string,
    n: number,
    limit: number,
    windowSeconds: number,
    refusal: (wait: string, left: number) => string,
  ): Promise<void> {
    const hit = await this.hit(key, windowSeconds, n);
    if (hit.hits <= limit) return;
    await this.refund(key, n);
    const left = Math.max(0, limit - (hit.hits - n));
    throw ApiException.tooMany(refusal(waitInWords(hit.secondsLeft), left), hit.secondsLeft);
  }

  /** Gives `n` hits back (work that was counted but turned out not to be what the limit is about). */
  async refund(key: string, n = 1): Promise<void> {
    await this.ds
      .getRepository(RateLimitEntity)
      .createQueryBuilder()
      .update()
      .set({ hits: () => 'greatest(hits - :n, 0)' })
      .where('key = :key AND expires_at > now()', { key, n })
      .execute();
  }

  async prune(): Promise<void> {
    await this.ds.getRepository(RateLimitEntity).createQueryBuilder().delete().where('expires_at <= now()').execute();
  }
}
