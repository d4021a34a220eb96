import { type BodyCheckInLike } from '@chairside/contracts/web';
import { BODY_REGIONS, bodyTrend, NO_TROUBLE } from '@chairside/contracts/web-lazy';
import { trendSummary } from './trend-view';

const day = (date: string, marks: Partial<Record<(typeof BODY_REGIONS)[number], number>>): BodyCheckInLike => ({
  date,
  regions: Object.fromEntries(
    BODY_REGIONS.map((r) => [r, { ...NO_TROUBLE, score: marks[r] ?? 0, side: null }]),
  ) as BodyCheckInLike['regions'],
});

describe('the trend summary worded in the browser', () => {
  it('says in English exactly what the API says', () => {
    const today = '2026-11-25';
    const checkIns = [
      day('2026-10-06', { neck: 6, lower_back: 2 }),
      day('2026-11-03', { neck: 3, knees: 5 }),
      day('2026-11-24', { elbows: 4 }),
    ];
    for (const breaks of [
      [],
      [
        { weekStart: '2026-10-05', breaks: 1 },
        { weekStart: '2026-11-02', breaks: 30 },
        { weekStart: '2026-11-23', breaks: 1 },
      ],
    ]) {
      const api = bodyTrend(checkIns, breaks, today);
      expect(trendSummary({ weeks: api.weeks, regions: api.regions, summary: api.summary, notes: [] })).toEqual(
        api.summary,
      );
    }
  });
});
