import { Inject, Injectable } from '@nestjs/common';
import {
  addDays,
  dailyTrend,
  storedKg,
  trendOnWeighInDays,
  weeklyRateKg,
  type TrendPoint,
  type WeighIn,
  type WeighInSource,
  type WeighInsResponse,
} from '@chairside/contracts';
import { ApiException } from '../../common/api-exception';
import { HOUR_SECONDS, RateLimitsRepository } from '../../common/rate-limits.repository';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { WeighInsRepository, type WeighInRow } from './weigh-ins.repository';

/**
 * Days of weigh-ins read before a range to warm its trend up: a weight that many days back moves the
 * trend by 0.9^90 ≈ 0.008 % of its difference, far below the one decimal shown (decisions.md
 * "Weigh-ins"), and a range costs the same however long the member has been weighing in.
 */
const TREND_WARM_UP_DAYS = 90;

const toWeighIn = (row: WeighInRow, trendKg: number): WeighIn => ({
  id: row.id,
  date: row.date,
  weightKg: row.weightKg,
  trendKg,
  source: row.source,
  updatedAt: row.updatedAt.toISOString(),
});

/** The member's weigh-ins, one a day, and their trend weight; the profile's weight follows the latest. */
@Injectable()
export class WeighInsService {
  constructor(
    @Inject(WeighInsRepository) private readonly weighIns: WeighInsRepository,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  /** The range's weigh-ins with their trend, the daily trend, its weekly rate, and the latest weigh-in. */
  async range(userId: string, from: string, to: string): Promise<WeighInsResponse> {
    const [rows, latest] = await Promise.all([
      this.weighIns.findBetween(userId, addDays(from, -TREND_WARM_UP_DAYS), to),
      this.weighIns.findLatest(userId),
    ]);
    const trend = dailyTrend(rows).filter((p) => p.date >= from);
    const trendOn = new Map(trend.map((p) => [p.date, p.trendKg]));
    const weighIns = rows.filter((r) => r.date >= from).map((r) => toWeighIn(r, trendOn.get(r.date)!));
    return {
      weighIns,
      trend,
      weeklyRateKg: weeklyRateKg(trend),
      latest: latest ? await this.withTrend(userId, latest) : null,
    };
  }

  /**
   * The trend weight of every day from `from` to `to` (both included) that has one: from the first
   * weigh-in (or `from`, when there were weigh-ins before it) to the last weigh-in up to `to`. For
   * other modules (the expenditure estimate reads the trend's change from here).
   */
  async trendBetween(userId: string, from: string, to: string): Promise<TrendPoint[]> {
    const rows = await this.weighIns.findBetween(userId, addDays(from, -TREND_WARM_UP_DAYS), to);
    return dailyTrend(rows).filter((p) => p.date >= from);
  }

  /** The user's weigh-ins from `from` to `to` (both included), oldest first: day and kilograms. */
  async weighInsBetween(userId: string, from: string, to: string): Promise<{ date: string; weightKg: number }[]> {
    return (await this.weighIns.findBetween(userId, from, to)).map((r) => ({ date: r.date, weightKg: r.weightKg }));
  }

  /** How many weigh-ins the user has from `from` to `to` (both included). */
  async countBetween(userId: string, from: string, to: string): Promise<number> {
    return (await this.weighIns.findBetween(userId, from, to)).length;
  }

  /** Logs the day's weight in place of the day's weigh-in; counted after validation, like every entry. */
  async log(userId: string, date: string, weightKg: number): Promise<WeighIn> {
    const limit = this.config.limits.entriesPerUserPerHour;
    await this.counters.enforce(
      `weigh-ins:${userId}`,
      limit,
      HOUR_SECONDS,
      (wait) => `You have logged ${limit} weigh-ins in the last hour. Please wait ${wait}.`,
    );
    return this.withTrend(userId, await this.weighIns.logDay(userId, date, storedKg(weightKg), 'manual'));
  }

  /**
   * A weight typed in the profile (Settings, the welcome steps, Body Measurements) is that day's
   * weigh-in, so the chart and the profile never disagree (decisions.md "Weigh-ins").
   */
  async recordFromProfile(userId: string, date: string, weightKg: number): Promise<void> {
    await this.weighIns.logDay(userId, date, storedKg(weightKg), 'manual');
  }

  /**
   * Weigh-ins from another app's export: only days without one are added (the same file twice adds
   * nothing; a day the member typed stays theirs). How many were added.
   */
  importDays(userId: string, days: { date: string; weightKg: number }[], source: WeighInSource): Promise<number> {
    return this.weighIns.addMissingDays(
      userId,
      days.map((d) => ({ date: d.date, weightKg: storedKg(d.weightKg) })),
      source,
    );
  }

  async update(userId: string, id: string, changes: { date?: string; weightKg?: number }): Promise<WeighIn> {
    const moved = await this.weighIns.update(userId, id, {
      ...changes,
      ...(changes.weightKg !== undefined ? { weightKg: storedKg(changes.weightKg) } : {}),
    });
    if (moved === 'not-found') throw ApiException.notFound('Weigh-in');
    if (moved === 'day-taken')
      throw ApiException.conflict('There is already a weigh-in on that day. Edit or delete that one instead.');
    return this.withTrend(userId, moved);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.weighIns.delete(userId, id))) throw ApiException.notFound('Weigh-in');
  }

  /** Every weigh-in of the user, oldest first, for the account download. */
  all(userId: string): Promise<WeighInRow[]> {
    return this.weighIns.findAll(userId);
  }

  private async withTrend(userId: string, row: WeighInRow): Promise<WeighIn> {
    const rows = await this.weighIns.findBetween(userId, addDays(row.date, -TREND_WARM_UP_DAYS), row.date);
    const days = trendOnWeighInDays(rows);
    return toWeighIn(row, days[days.length - 1]!.trendKg);
  }
}
