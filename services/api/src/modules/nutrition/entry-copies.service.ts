import { Inject, Injectable } from '@nestjs/common';
import type { FoodEntry, MealType } from '@chairside/contracts';
import { ApiException } from '../../common/api-exception';
import { todayIn } from '../../common/day-range';
import { HOUR_SECONDS, RateLimitsRepository } from '../../common/rate-limits.repository';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { checkEditableDay } from './editable-day';
import { MEAL_HOURS } from './food-entries.repository';
import { EntryCopiesRepository, type Placement } from './entry-copies.repository';

interface PlaceRequest {
  entryIds: string[];
  date: string;
  tz: string;
  mealType?: MealType;
}

const byTime = (a: FoodEntry, b: FoodEntry) => a.createdAt.localeCompare(b.createdAt);

/**
 * Repeating meals: a meal, a day or one entry copied to another day or meal, or moved. Each copy
 * is a new entry, so copies count against the hourly entry limit one for one, as if logged by hand.
 */
@Injectable()
export class EntryCopiesService {
  constructor(
    @Inject(EntryCopiesRepository) private readonly copies: EntryCopiesRepository,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async copy(userId: string, body: PlaceRequest): Promise<FoodEntry[]> {
    const to = placement(body);
    const n = body.entryIds.length;
    await this.countEntries(userId, n, 'Copying');
    const made = await this.copies.copy(userId, body.entryIds, to);
    if (!made) {
      // Nothing was created: the count goes back.
      await this.counters.refund(entriesKey(userId), n);
      throw ApiException.notFound('Food entry');
    }
    return made.sort(byTime);
  }

  /** Not rate limited: a move creates nothing, and each entry is one of the member's own. */
  async move(userId: string, body: PlaceRequest): Promise<FoodEntry[]> {
    const moved = await this.copies.move(userId, body.entryIds, placement(body));
    if (!moved) throw ApiException.notFound('Food entry');
    return moved.sort(byTime);
  }

  /** Counts `n` new entries against the hourly limit that logging one by one has (food-entries.service.ts). */
  async countEntries(userId: string, n: number, doing: string): Promise<void> {
    const limit = this.config.limits.entriesPerUserPerHour;
    await this.counters.enforceMany(
      entriesKey(userId),
      n,
      limit,
      HOUR_SECONDS,
      (wait, left) =>
        `${doing} ${n} ${n === 1 ? 'entry' : 'entries'} would pass your limit of ${limit} food entries an hour ` +
        `(${left} more can be logged now). Please wait ${wait}, or pick fewer.`,
    );
  }

  refund(userId: string, n: number): Promise<void> {
    return this.counters.refund(entriesKey(userId), n);
  }
}

/** The same counter single entries use, so copies and entries share one hourly allowance. */
const entriesKey = (userId: string) => `food-entries:${userId}`;

/** Where entries go: an editable day; a new meal at its usual hour on a past day, now on today. */
export function placement(body: { date: string; tz: string; mealType?: MealType }): Placement {
  checkEditableDay(body.date, body.tz);
  const mealType = body.mealType ?? null;
  const mealTime = mealType && body.date !== todayIn(body.tz) ? MEAL_HOURS[mealType] : null;
  return { date: body.date, tz: body.tz, mealType, mealTime };
}
