import { Inject, Injectable } from '@nestjs/common';
import {
  PAST_DAYS_EDITABLE,
  waterToMl,
  type CreateWaterEntryRequest,
  type SetWaterDayRequest,
  type SetWaterGoalRequest,
  type WaterDay,
  type WaterEntry,
  type WaterGoal,
  type WaterHistory,
  type WaterUnit,
} from '@chairside/contracts';
import { ApiException } from '../../common/api-exception';
import { addDays, todayIn } from '../../common/day-range';
import { HOUR_SECONDS, RateLimitsRepository } from '../../common/rate-limits.repository';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { UsersService } from '../users/users.service';
import { WaterRepository } from './water.repository';

/** A member's water: drinks logged (limited per hour, recent days only), a day's total set, the goal. */
@Injectable()
export class WaterService {
  constructor(
    @Inject(WaterRepository) private readonly water: WaterRepository,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
    @Inject(UsersService) private readonly users: UsersService,
  ) {}

  async day(userId: string, date: string, tz: string): Promise<WaterDay> {
    const [entries, goal] = await Promise.all([this.water.entriesOnDay(userId, date, tz), this.goal(userId)]);
    return { date, ...goal, totalMl: entries.reduce((n, e) => n + e.amountMl, 0), entries };
  }

  async create(userId: string, body: CreateWaterEntryRequest): Promise<WaterEntry> {
    const { tz = 'UTC' } = body;
    if (body.date) this.checkEditableDay(body.date, tz);
    await this.countCreate(userId);
    const past = body.date && body.date !== todayIn(tz) ? { day: body.date, tz } : undefined;
    return this.water.create(userId, waterToMl(body.amount, body.unit), past);
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.water.delete(userId, id))) throw ApiException.notFound('Water entry');
  }

  async setDay(userId: string, date: string, body: SetWaterDayRequest): Promise<WaterDay> {
    const { tz = 'UTC' } = body;
    this.checkEditableDay(date, tz);
    await this.countCreate(userId);
    const totalMl = waterToMl(body.total, body.unit);
    const entries = await this.water.setDay(userId, date, tz, totalMl, date === todayIn(tz));
    return { date, ...(await this.goal(userId)), totalMl, entries };
  }

  async goal(userId: string): Promise<WaterGoal> {
    const [goalMl, unit] = await Promise.all([this.water.goalMl(userId), this.unitOf(userId)]);
    return { goalMl, unit };
  }

  /** The goal as typed, in either unit; the unit it is shown in stays the profile's. */
  async setGoal(userId: string, body: SetWaterGoalRequest): Promise<WaterGoal> {
    await this.water.setGoalMl(userId, waterToMl(body.goal, body.unit));
    return this.goal(userId);
  }

  /** Fluid ounces for a member whose profile is in imperial units, else millilitres. */
  private async unitOf(userId: string): Promise<WaterUnit> {
    const user = await this.users.findWithProfile(userId);
    return user?.profile?.unitSystem === 'imperial' ? 'floz' : 'ml';
  }

  async history(userId: string, days: number, tz: string): Promise<WaterHistory> {
    const [totals, goal] = await Promise.all([this.water.dailyTotals(userId, days, tz), this.goal(userId)]);
    return { ...goal, days: totals };
  }

  /** Logging and setting a day share the food entries' hourly allowance, on a counter of their own. */
  private async countCreate(userId: string): Promise<void> {
    const limit = this.config.limits.entriesPerUserPerHour;
    await this.counters.enforce(
      `water-entries:${userId}`,
      limit,
      HOUR_SECONDS,
      (wait) => `You have logged water ${limit} times in the last hour. Please wait ${wait}.`,
    );
  }

  private checkEditableDay(date: string, tz: string): void {
    const today = todayIn(tz);
    if (date > today || date < addDays(today, -PAST_DAYS_EDITABLE))
      throw ApiException.badRequest(`date: must be today or one of the ${PAST_DAYS_EDITABLE} days before`, [
        { path: 'date', message: `must be today or one of the ${PAST_DAYS_EDITABLE} days before` },
      ]);
  }
}
