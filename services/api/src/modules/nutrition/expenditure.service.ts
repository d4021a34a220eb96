import { Inject, Injectable } from '@nestjs/common';
import {
  adaptivePlan,
  addDays,
  estimateExpenditure,
  EXPENDITURE_WINDOW,
  formulaExpenditure,
  restingKcalOf,
  TREND_LEAD_IN_DAYS,
  type ExpenditureResponse,
  type PlanProfile,
} from '@chairside/contracts';
import { todayIn } from '../../common/day-range';
import { UsersService } from '../users/users.service';
import { WeighInsService } from '../users/weigh-ins.service';
import { ExpenditureRepository } from './expenditure.repository';

/**
 * The expenditure measured from the member's own food log and weigh-ins (docs/decisions.md
 * "Adaptive calorie goal"), beside the formula's, and the goals it suggests on the BMI plan's rules.
 */
@Injectable()
export class ExpenditureService {
  constructor(
    @Inject(ExpenditureRepository) private readonly log: ExpenditureRepository,
    @Inject(WeighInsService) private readonly weighIns: WeighInsService,
    @Inject(UsersService) private readonly users: UsersService,
  ) {}

  async of(userId: string, tz: string): Promise<ExpenditureResponse> {
    const today = todayIn(tz);
    // The longest window the rule can use: the 28 days before today.
    const earliest = addDays(today, -EXPENDITURE_WINDOW.days);
    const [intake, firstLogged, weighIns, profile] = await Promise.all([
      this.log.intakeByDay(userId, earliest, EXPENDITURE_WINDOW.days, tz),
      this.log.firstLoggedDay(userId, tz),
      this.weighIns.weighInsBetween(userId, addDays(earliest, -TREND_LEAD_IN_DAYS), today),
      this.users.findProfile(userId),
    ]);
    const firstWeighIn = weighIns[0]?.date ?? null;
    const firstDay =
      firstLogged && firstWeighIn
        ? firstLogged < firstWeighIn
          ? firstLogged
          : firstWeighIn
        : (firstLogged ?? firstWeighIn);
    const result = estimateExpenditure({ today, firstDay, intake, weighIns });
    const body: PlanProfile = {
      height: profile.height,
      weight: profile.weight,
      age: profile.age,
      sex: profile.sex,
      goalWeight: profile.goalWeight,
    };
    const resting = restingKcalOf(body);
    return {
      ...result,
      formulaKcalPerDay: formulaExpenditure(body),
      restingKcal: resting === null ? null : Math.round(resting),
      suggestion: result.estimate ? adaptivePlan(result.estimate.kcalPerDay, body) : null,
    };
  }
}
