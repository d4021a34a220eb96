import { chartGeometry } from './chart-geometry';

describe('chartGeometry', () => {
  it('spreads the days across the width and the weights over round ticks', () => {
    // 1 to 31 March: 30 days over 600 units, 20 a day. Values 78–80.5 kg and a goal of 75: span 5.5,
    // step 2 (5.5 / 2 ≤ 5), ticks 74 to 82; height 200 over 8 kg, 25 a kg.
    const g = chartGeometry({
      from: '2026-03-01',
      to: '2026-03-31',
      weighIns: [
        { date: '2026-03-01', weightKg: 80.5 },
        { date: '2026-03-16', weightKg: 78 },
      ],
      trend: [
        { date: '2026-03-01', trendKg: 80.5 },
        { date: '2026-03-02', trendKg: 80.25 },
      ],
      goalKg: 75,
      units: 'metric',
    });
    expect(g.ticks.map((t) => t.value)).toEqual([74, 76, 78, 80, 82]);
    expect(g.ticks[0]!.y).toBe(200);
    expect(g.ticks[4]!.y).toBe(0);
    // 80.5 kg: 200 − 6.5 × 25 = 37.5; 78 kg on day 15: x 300, y 200 − 4 × 25 = 100.
    expect(g.points).toEqual([
      { date: '2026-03-01', x: 0, y: 37.5 },
      { date: '2026-03-16', x: 300, y: 100 },
    ]);
    // 80.25 kg on day 1: x 20, y 200 − 6.25 × 25 = 43.75 → 43.8 (one decimal).
    expect(g.trendLine).toBe('0,37.5 20,43.8');
    expect(g.goalY).toBe(175);
  });

  it('keeps at least 2 units of axis around a flat line, and shows pounds in pounds', () => {
    // 70 kg = 154.32 lb; span widened to 153.32–155.32, step 0.5, ticks 153 to 155.5.
    const g = chartGeometry({
      from: '2026-03-01',
      to: '2026-03-31',
      weighIns: [{ date: '2026-03-31', weightKg: 70 }],
      trend: [{ date: '2026-03-31', trendKg: 70 }],
      goalKg: null,
      units: 'imperial',
    });
    expect(g.ticks.map((t) => t.value)).toEqual([153, 153.5, 154, 154.5, 155, 155.5]);
    expect(g.points[0]!.x).toBe(600);
    expect(g.goalY).toBeNull();
  });
});
