import {
  addDays,
  dailyTrend,
  daysBetween,
  storedKg,
  trendChangeKg,
  trendOnWeighInDays,
  weeklyRateInWords,
  weeklyRateKg,
} from './weight-trend';

// Worked by hand from T(1) = W(1), T(d) = T(d−1) + 0.1 × (W(d) − T(d−1)) (docs/decisions.md "Weigh-ins").
describe('dailyTrend', () => {
  it('starts at the first weight and moves a tenth of the way each day', () => {
    // 80; 80 + 0.1 × (79 − 80) = 79.9; 79.9 + 0.1 × (81 − 79.9) = 80.01
    const points = dailyTrend([
      { date: '2026-03-01', weightKg: 80 },
      { date: '2026-03-02', weightKg: 79 },
      { date: '2026-03-03', weightKg: 81 },
    ]);
    expect(points.map((p) => p.date)).toEqual(['2026-03-01', '2026-03-02', '2026-03-03']);
    expect(points[0]!.trendKg).toBe(80);
    expect(points[1]!.trendKg).toBeCloseTo(79.9, 10);
    expect(points[2]!.trendKg).toBeCloseTo(80.01, 10);
  });

  it('fills a day without a weigh-in with the weight on the straight line between its neighbours', () => {
    // 1 March 80, 3 March 78: 2 March counts 79. Trend 80; 79.9; 79.9 + 0.1 × (78 − 79.9) = 79.71.
    const points = dailyTrend([
      { date: '2026-03-03', weightKg: 78 },
      { date: '2026-03-01', weightKg: 80 },
    ]);
    expect(points).toHaveLength(3);
    expect(points[1]).toEqual({ date: '2026-03-02', trendKg: expect.closeTo(79.9, 10) });
    expect(points[2]!.trendKg).toBeCloseTo(79.71, 10);
  });

  it('crosses month and year ends by calendar day', () => {
    const points = dailyTrend([
      { date: '2025-12-31', weightKg: 70 },
      { date: '2026-01-01', weightKg: 72 },
    ]);
    expect(points).toEqual([
      { date: '2025-12-31', trendKg: 70 },
      { date: '2026-01-01', trendKg: expect.closeTo(70.2, 10) },
    ]);
  });

  it('is empty without weigh-ins and one point with one', () => {
    expect(dailyTrend([])).toEqual([]);
    expect(dailyTrend([{ date: '2026-03-01', weightKg: 65.5 }])).toEqual([{ date: '2026-03-01', trendKg: 65.5 }]);
  });
});

describe('trendOnWeighInDays', () => {
  it('gives each weigh-in the trend of its day, oldest first', () => {
    const days = trendOnWeighInDays([
      { date: '2026-03-03', weightKg: 78, id: 'b' },
      { date: '2026-03-01', weightKg: 80, id: 'a' },
    ]);
    expect(days.map((d) => d.id)).toEqual(['a', 'b']);
    expect(days[1]!.trendKg).toBeCloseTo(79.71, 10);
  });
});

describe('weeklyRateKg', () => {
  it('is the least-squares slope of the trend times 7', () => {
    // Points (0, 80), (7, 79.3), (14, 78.9): mean x 7, mean y 79.4;
    // Σ(x − 7)(y − 79.4) = (−7)(0.6) + 0 + 7(−0.5) = −7.7; Σ(x − 7)² = 98; slope −0.0785714…/day → −0.55/week.
    const rate = weeklyRateKg([
      { date: '2026-03-01', trendKg: 80 },
      { date: '2026-03-08', trendKg: 79.3 },
      { date: '2026-03-15', trendKg: 78.9 },
    ]);
    expect(rate).toBeCloseTo(-0.55, 10);
  });

  it('is exact on a steady line: 0.1 kg a day is 0.7 kg a week', () => {
    const points = Array.from({ length: 8 }, (_, i) => ({ date: addDays('2026-03-01', i), trendKg: 70 + 0.1 * i }));
    expect(weeklyRateKg(points)).toBeCloseTo(0.7, 10);
  });

  it('is null over less than a week, or with one point', () => {
    expect(weeklyRateKg([{ date: '2026-03-01', trendKg: 80 }])).toBeNull();
    expect(
      weeklyRateKg([
        { date: '2026-03-01', trendKg: 80 },
        { date: '2026-03-07', trendKg: 79 },
      ]),
    ).toBeNull();
  });
});

describe('trendChangeKg', () => {
  it('is the later trend minus the earlier, or null outside the points', () => {
    const points = [
      { date: '2026-03-01', trendKg: 80 },
      { date: '2026-03-02', trendKg: 79.9 },
    ];
    expect(trendChangeKg(points, '2026-03-01', '2026-03-02')).toBeCloseTo(-0.1, 10);
    expect(trendChangeKg(points, '2026-02-28', '2026-03-02')).toBeNull();
  });
});

describe('units and days', () => {
  it('says the weekly rate with its sign in the member’s unit', () => {
    expect(weeklyRateInWords(-0.44, 'metric')).toBe('−0.4 kg/week');
    expect(weeklyRateInWords(0.25, 'metric')).toBe('+0.3 kg/week');
    // 0.4 kg × 2.20462 = 0.882 lb
    expect(weeklyRateInWords(0.4, 'imperial')).toBe('+0.9 lbs/week');
    expect(weeklyRateInWords(-0.04, 'metric')).toBe('Steady');
  });

  it('stores two decimals of a kilogram, so pounds to one decimal survive the trip', () => {
    // 150.1 lb / 2.20462 = 68.0843… kg
    expect(storedKg(150.1 / 2.20462)).toBe(68.08);
  });

  it('counts calendar days', () => {
    expect(addDays('2026-02-28', 1)).toBe('2026-03-01');
    expect(addDays('2026-03-01', -365)).toBe('2025-03-01');
    expect(daysBetween('2025-12-31', '2026-03-01')).toBe(60);
  });
});
