import type { ExpenditureResponse } from '@chairside/contracts/web';
import { basisText, estimateText, missingText, suggestionText } from './expenditure-text';

const ready: ExpenditureResponse = {
  window: { from: '2026-02-01', to: '2026-02-28', days: 28 },
  loggedDays: 10,
  weighIns: 29,
  missing: { days: 0, loggedDays: 0, weighIns: 0 },
  estimate: { kcalPerDay: 2585, uncertaintyKcal: 67, meanIntakeKcal: 2200, trendChangeKg: -1.4, trendDays: 28 },
  formulaKcalPerDay: 2322,
  restingKcal: 1689,
  suggestion: {
    goals: { calorieGoal: 2085, proteinGoal: 142, carbGoal: 249, fatGoal: 58 },
    goal: 'weight_loss',
    floored: false,
  },
};

describe('expenditure card texts', () => {
  it('names what is missing: logged days and weigh-ins, then the days of history when those are short', () => {
    expect(missingText({ days: 0, loggedDays: 4, weighIns: 1 })).toEqual([
      'Log food on 4 more days and add 1 more weigh-in.',
    ]);
    // 5 days in: 9 more days of history, though 6 more logged days would come sooner.
    expect(missingText({ days: 9, loggedDays: 6, weighIns: 0 })).toEqual([
      'Log food on 6 more days.',
      'It needs at least 14 days since you started logging: 9 more days to go.',
    ]);
    expect(missingText({ days: 1, loggedDays: 0, weighIns: 2 })).toEqual([
      'Add 2 more weigh-ins.',
      'It needs at least 14 days since you started logging: 1 more day to go.',
    ]);
  });

  it('rounds the uncertainty to 10 kcal, never to ± 0', () => {
    expect(estimateText(ready.estimate!)).toBe('2,585 ± 70 kcal a day');
    expect(estimateText({ ...ready.estimate!, uncertaintyKcal: 0 })).toBe('2,585 ± 10 kcal a day');
  });

  it('says what the estimate rests on and what the goal is for', () => {
    expect(basisText(ready, 'metric')).toBe(
      'From 10 logged days (average 2,200 kcal) and 29 weigh-ins; your trend weight went down 1.4 kg in 28 days.',
    );
    // 1.4 × 2.20462 = 3.09 → 3.1 lbs.
    expect(basisText(ready, 'imperial')).toContain('went down 3.1 lbs in 28 days.');
    // 0.04 kg shows as 0: steady.
    expect(basisText({ ...ready, estimate: { ...ready.estimate!, trendChangeKg: 0.04 } }, 'metric')).toContain(
      'your trend weight held steady over 28 days.',
    );
    expect(suggestionText(ready.suggestion!)).toBe('To lose weight: 2,085 kcal a day.');
    expect(suggestionText({ ...ready.suggestion!, floored: true })).toBe(
      'To lose weight: 2,085 kcal a day, kept at your resting need (BMR).',
    );
  });
});
