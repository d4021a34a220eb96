import { Inject, Injectable } from '@nestjs/common';
import type { BrandedFood } from '@chairside/contracts';
import { DataSource } from 'typeorm';
import { BrandedFoodSearchEntity } from './branded-food-search.entity';

export interface CachedSearch {
  foods: BrandedFood[];
  fetchedAt: Date;
}

/** Open Food Facts' answers by normalised search; the database's clock decides what has expired. */
@Injectable()
export class BrandedFoodSearchesRepository {
  constructor(@Inject(DataSource) private readonly ds: DataSource) {}

  private get table() {
    return this.ds.getRepository(BrandedFoodSearchEntity);
  }

  /** The search's answer while it has not expired, else null. */
  async findFresh(query: string): Promise<CachedSearch | null> {
    const row = await this.table
      .createQueryBuilder('s')
      .select(['s.foods', 's.fetchedAt'])
      .where('s.query = :query AND s.expires_at > now()', { query })
      .getOne();
    return row ? { foods: row.foods, fetchedAt: row.fetchedAt } : null;
  }

  /** Keeps (or replaces) a search's answer for `ttlSeconds`; answers when it was fetched. */
  async store(query: string, foods: BrandedFood[], ttlSeconds: number): Promise<Date> {
    const r = await this.table
      .createQueryBuilder()
      .insert()
      .values({
        query,
        foods,
        fetchedAt: () => 'now()',
        expiresAt: () => `now() + make_interval(secs => ${Math.round(ttlSeconds)})`,
      })
      .orUpdate(['foods', 'fetched_at', 'expires_at'], ['query'])
      .returning('fetched_at')
      .updateEntity(false)
      .execute();
    const raw = (r.raw as { fetched_at: Date | string }[])[0]!;
    return new Date(raw.fetched_at);
  }

  /** Deletes every expired answer (a search is written at most a few times a minute, so this runs with each). */
  async pruneExpired(): Promise<number> {
    const r = await this.table.createQueryBuilder().delete().where('expires_at <= now()').execute();
    return r.affected ?? 0;
  }
}
