import { type BodyTrend } from '@chairside/contracts/web';
import { BODY_REGIONS } from '@chairside/contracts/web-lazy';
import { trendView, weekLabel } from './trend-view';

// Twelve Mondays, 7 September to 23 November 2026, oldest first.
const MONDAYS = [
  '2026-09-07',
  '2026-09-14',
  '2026-09-21',
  '2026-09-28',
  '2026-10-05',
  '2026-10-12',
  '2026-10-19',
  '2026-10-26',
  '2026-11-02',
  '2026-11-09',
  '2026-11-16',
  '2026-11-23',
];
const none = Array<null>(8).fill(null);

/** A trend with check-ins in the weeks of 2, 9 and 16 November; `scores` names the regions that hurt. */
function trend(scores: Partial<Record<(typeof BODY_REGIONS)[number], (number | null)[]>>, breaks: number[]): BodyTrend {
  return {
    weeks: MONDAYS.map((weekStart, i) => ({ weekStart, breaks: breaks[i]! })),
    regions: BODY_REGIONS.map((region) => ({ region, scores: scores[region] ?? [...none, 0, 0, 0, null] })),
    summary: [],
    notes: [],
  };
}

describe('the body trend view', () => {
  it('labels a week by its Monday, month and day', () => {
    expect(weekLabel('2026-09-07')).toBe('Sep 7');
    expect(weekLabel('2026-11-23')).toBe('Nov 23');
    expect(weekLabel('2027-01-04')).toBe('Jan 4');
  });

  it('draws only the regions that hurt in some week, in the questionnaire order, beside the breaks', () => {
    const view = trendView(
      trend(
        { wrists_hands: [...none, 2, 3, 0, null], neck: [...none, 6, 5, 4, null] },
        [0, 0, 0, 0, 0, 0, 0, 1, 2, 1, 0, 4],
      ),
    );
    expect(view.empty).toBe(false);
    expect(view.rows).toEqual([
      { region: 'neck', label: 'Neck', scores: [...none, 6, 5, 4, null] },
      { region: 'wrists_hands', label: 'Wrists/hands', scores: [...none, 2, 3, 0, null] },
    ]);
    expect(view.othersQuiet).toBe(true);
    expect(view.mostBreaks).toBe(4);
    expect(view.weeks[0]).toEqual({ weekStart: '2026-09-07', label: 'Sep 7', breaks: 0 });
    expect(view.weeks[11]).toEqual({ weekStart: '2026-11-23', label: 'Nov 23', breaks: 4 });
  });

  it('without a check-in in the 12 weeks it is empty, even with breaks taken', () => {
    const all = Object.fromEntries(BODY_REGIONS.map((r) => [r, Array(12).fill(null)]));
    const view = trendView(trend(all, [0, 0, 0, 0, 0, 0, 0, 0, 0, 0, 3, 0]));
    expect(view.empty).toBe(true);
    expect(view.rows).toEqual([]);
    expect(view.mostBreaks).toBe(3);
  });

  it('check-ins with no trouble anywhere: not empty, no region drawn, every region quiet', () => {
    const view = trendView(trend({}, Array(12).fill(0)));
    expect(view.empty).toBe(false);
    expect(view.rows).toEqual([]);
    expect(view.othersQuiet).toBe(true);
    // No breaks: the bars still have a scale.
    expect(view.mostBreaks).toBe(1);
  });

  it('a score in every region leaves none quiet', () => {
    const all = Object.fromEntries(BODY_REGIONS.map((r) => [r, [...none, 1, null, null, null]]));
    const view = trendView(trend(all, Array(12).fill(0)));
    expect(view.rows.map((r) => r.label)).toEqual([
      'Neck',
      'Shoulders',
      'Upper back',
      'Elbows',
      'Wrists/hands',
      'Lower back',
      'Hips/thighs',
      'Knees',
      'Ankles/feet',
    ]);
    expect(view.othersQuiet).toBe(false);
  });
});
