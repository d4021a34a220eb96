import { Inject, Injectable } from '@nestjs/common';
import {
  BODY_CHECK_IN_LIMITS,
  bodyTrend,
  calmNotes,
  checkInDue,
  currentCheckIn,
  mondayOfDay,
  PAST_DAYS_EDITABLE,
  suggestBreak,
  type BodyBreakSuggestion,
  type BodyCheckIn,
  type BodyCheckInsResponse,
  type BodyCheckInStatus,
  type BodyRegionReports,
  type BodyTrend,
} from '@chairside/contracts';
import { ApiException } from '../../common/api-exception';
import { addDays, todayIn } from '../../common/day-range';
import { HOUR_SECONDS, RateLimitsRepository } from '../../common/rate-limits.repository';
import { APP_CONFIG, type AppConfig } from '../../config/app-config';
import { ExerciseService } from '../exercise/exercise.service';
import { BodyCheckInsRepository } from './body-check-ins.repository';

/** The last 12 weeks up to today: 84 days, today included. */
const windowStart = (today: string) => addDays(today, -(BODY_CHECK_IN_LIMITS.trendWeeks * 7 - 1));

/**
 * The member's pain check-ins (health data: in the export, gone with the account, never logged, never
 * in the community) and what the rules make of them: due, the break suggestion, the trend, the notes.
 */
@Injectable()
export class BodyCheckInsService {
  constructor(
    @Inject(BodyCheckInsRepository) private readonly checkIns: BodyCheckInsRepository,
    @Inject(ExerciseService) private readonly exercise: ExerciseService,
    @Inject(RateLimitsRepository) private readonly counters: RateLimitsRepository,
    @Inject(APP_CONFIG) private readonly config: AppConfig,
  ) {}

  async save(userId: string, date: string, regions: BodyRegionReports, tz: string): Promise<BodyCheckIn> {
    const today = todayIn(tz);
    if (date > today || date < addDays(today, -PAST_DAYS_EDITABLE))
      throw ApiException.badRequest(`date: must be today or one of the ${PAST_DAYS_EDITABLE} days before`, [
        { path: 'date', message: `must be today or one of the ${PAST_DAYS_EDITABLE} days before` },
      ]);
    // Saves share the diary's hourly allowance, on a counter of their own.
    const limit = this.config.limits.entriesPerUserPerHour;
    await this.counters.enforce(
      `body-check-ins:${userId}`,
      limit,
      HOUR_SECONDS,
      (wait) => `You have saved a check-in ${limit} times in the last hour. Please wait ${wait}.`,
    );
    return this.checkIns.save(userId, date, regions);
  }

  async list(userId: string, q: { from?: string; to?: string; tz?: string }): Promise<BodyCheckInsResponse> {
    const today = todayIn(q.tz ?? 'UTC');
    const to = q.to ?? today;
    const from = q.from ?? windowStart(to);
    return { from, to, checkIns: await this.checkIns.between(userId, from, to) };
  }

  async remove(userId: string, id: string): Promise<void> {
    if (!(await this.checkIns.delete(userId, id))) throw ApiException.notFound('Check-in');
  }

  async status(userId: string, tz: string): Promise<BodyCheckInStatus> {
    const today = todayIn(tz);
    const recent = await this.checkIns.latest(userId, today, BODY_CHECK_IN_LIMITS.calmNoteRun);
    return { ...checkInDue(recent[0]?.date ?? null, today), notes: calmNotes(recent) };
  }

  async suggestion(userId: string, tz: string): Promise<BodyBreakSuggestion> {
    const today = todayIn(tz);
    const [recent, catalogue] = await Promise.all([
      this.checkIns.latest(userId, today, 1),
      this.exercise.stretchCatalogue(),
    ]);
    const s = suggestBreak(currentCheckIn(recent, today), catalogue);
    return { ...s, stretches: s.stretches.map(({ id, name, serves, loads }) => ({ id, name, serves, loads })) };
  }

  async trend(userId: string, tz: string): Promise<BodyTrend> {
    const today = todayIn(tz);
    const weeks = BODY_CHECK_IN_LIMITS.trendWeeks;
    const firstMonday = addDays(mondayOfDay(today), -7 * (weeks - 1));
    const [checkIns, breaks, recent] = await Promise.all([
      this.checkIns.between(userId, firstMonday, today),
      this.exercise.breaksPerWeek(userId, firstMonday, weeks, tz),
      this.checkIns.latest(userId, today, BODY_CHECK_IN_LIMITS.calmNoteRun),
    ]);
    return { ...bodyTrend(checkIns, breaks, today, weeks), notes: calmNotes(recent) };
  }
}
