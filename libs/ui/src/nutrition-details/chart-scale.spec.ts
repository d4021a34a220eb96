import { dayLabel, niceTicks } from './chart-scale';

describe('chart scale', () => {
  it('picks round steps that reach the largest value', () => {
    // 2,200 / 4 = 550 → step 1,000 is the first of 1/2/2.5/5 × 100s at or above 550.
    expect(niceTicks(2200)).toEqual([0, 1000, 2000, 3000]);
    // 180 / 4 = 45 → step 50.
    expect(niceTicks(180)).toEqual([0, 50, 100, 150, 200]);
    // 9 / 4 = 2.25 → step 2.5.
    expect(niceTicks(9)).toEqual([0, 2.5, 5, 7.5, 10]);
    expect(niceTicks(0)).toEqual([0, 1]);
  });

  it('labels a day by its weekday and date', () => {
    // 23 November 2026 is a Monday.
    expect(dayLabel('2026-11-23')).toEqual({ weekday: 'Mon', day: '23' });
  });
});
