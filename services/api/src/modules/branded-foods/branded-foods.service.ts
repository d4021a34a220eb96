import { Inject, Injectable } from '@nestjs/common';
import { ERROR_CODES, normaliseFoodQuery, type BrandedFoodSearchResponse } from '@chairside/contracts';
import { ApiException } from '../../common/api-exception';
import { HOUR_SECONDS, RateLimitsRepository } from '../../common/rate-limits.repository';
import { waitInWords } from '../../common/wait-in-words';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { AnalysisService } from '../analysis/analysis.service';
import { BrandedFoodSearchesRepository } from './branded-food-searches.repository';

/** The one counter every API instance shares for the searches sent to Open Food Facts. */
const GLOBAL_KEY = 'off-search:global';
const MINUTE_SECONDS = 60;
/**
 * How long an answer is kept: products and their labels change over months, so a week; a search that
 * found nothing may find a product someone adds to Open Food Facts soon, so a day.
 */
const CACHE_SECONDS = { found: 7 * 24 * HOUR_SECONDS, empty: 24 * HOUR_SECONDS } as const;

/**
 * Branded foods from Open Food Facts (docs/decisions.md, "Branded foods"): a cached answer when
 * there is one; otherwise the member's hourly limit, then the limit all members share, kept under
 * Open Food Facts' published 10 searches a minute, and the search itself through the worker.
 */
@Injectable()
export class BrandedFoodsService {
  constructor(
    @Inject(BrandedFoodSearchesRepository) private readonly searches: BrandedFoodSearchesRepository,
    @Inject(AnalysisService) private readonly analysis: AnalysisService,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async search(userId: string, q: string): Promise<BrandedFoodSearchResponse> {
    const query = normaliseFoodQuery(q);
    const cached = await this.searches.findFresh(query);
    if (cached) return { query, foods: cached.foods, fetchedAt: cached.fetchedAt.toISOString(), fromCache: true };

    const { brandedSearchesPerUserPerHour: perMember, offSearchesPerMinute: perMinute } = this.config.limits;
    const memberKey = `branded-search:${userId}`;
    await this.counters.enforce(
      memberKey,
      perMember,
      HOUR_SECONDS,
      (wait) =>
        `You have searched branded foods ${perMember} times in the last hour. Please wait ${wait}; searches made before still answer.`,
    );
    const global = await this.counters.hit(GLOBAL_KEY, MINUTE_SECONDS);
    if (global.hits > perMinute) {
      // Not the member's doing, and Open Food Facts was not asked: their own count gets the search back.
      await this.counters.refund(memberKey);
      throw new ApiException(
        503,
        `Open Food Facts takes only a few searches a minute from us, and they are used up. Please try again in ${waitInWords(global.secondsLeft)}.`,
        ERROR_CODES.dependencyDown,
        {},
        { 'Retry-After': String(global.secondsLeft) },
      );
    }

    const answer = await this.analysis.searchBrandedFoods(userId, query);
    if (answer.status === 'pending')
      throw ApiException.unavailable('Open Food Facts is slow to answer right now. Please try again in a minute.');
    const { foods } = answer.value;
    const fetchedAt = await this.searches.store(query, foods, foods.length ? CACHE_SECONDS.found : CACHE_SECONDS.empty);
    await this.searches.pruneExpired();
    return { query, foods, fetchedAt: fetchedAt.toISOString(), fromCache: false };
  }
}
