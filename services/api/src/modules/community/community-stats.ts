import { Inject, Injectable } from '@nestjs/common';
import type { CommunityStats } from '@chairside/contracts';
import type { Redis } from 'ioredis';
import { REDIS } from '../../common/redis.module';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { CommunityPostsRepository } from './community-posts.repository';

/**
 * The stat cards may be a minute old: counting members on every visit would scan a table per request.
 * A post shared or deleted drops the count at once, so the member who shared a meal sees it counted.
 */
const STATS_FRESH_SECONDS = 60;

/**
 * The community's stat cards, counted at most once a minute for all API instances: the count is
 * kept in Redis with a TTL, under a key naming the database it was counted in. Redis down: counted
 * in PostgreSQL on each call rather than failing the page.
 */
@Injectable()
export class CommunityStatsCache {
  private readonly key: string;

  constructor(
    @Inject(CommunityPostsRepository) private readonly posts: CommunityPostsRepository,
    @Inject(REDIS) private readonly redis: Redis,
    @Inject(APP_CONFIG) config: AppConfig,
  ) {
    const database = new URL(config.databaseUrl).pathname.slice(1) || 'default';
    this.key = `${config.queuePrefix}:chairside:community-stats:${database}`;
  }

  async get(): Promise<CommunityStats> {
    const cached = await this.redis.get(this.key).catch(() => null);
    if (cached) return JSON.parse(cached) as CommunityStats;
    const stats = await this.posts.stats();
    await this.redis.set(this.key, JSON.stringify(stats), 'EX', STATS_FRESH_SECONDS).catch(() => {});
    return stats;
  }

  /** The next visit counts again (after a post changed the figures). Redis down: nothing was kept. */
  async forget(): Promise<void> {
    await this.redis.del(this.key).catch(() => {});
  }
}
