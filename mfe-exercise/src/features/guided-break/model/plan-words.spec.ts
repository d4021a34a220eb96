import { planSummary, planTitle } from './plan-words';

/** The check-in's places, as the suggestion names them: "right wrist and neck". */
const AIM = {
  regions: [
    { region: 'wrists_hands', side: 'right' },
    { region: 'neck', side: null },
  ],
} as const;

describe('planSummary', () => {
  it('says what it said before when the break is not aimed', () => {
    // 165 s: about 3 minutes.
    expect(planSummary({ count: 4, seconds: 165, focused: false, aimedCount: 0 })).toBe(
      '4 stretches, about 3 minutes. A different mix of areas each break.',
    );
    expect(planSummary({ count: 3, seconds: 150, focused: true, aimedCount: 0 })).toBe(
      '3 stretches, about 3 minutes. Chosen for your focus areas.',
    );
  });

  it('says how many stretches follow the check-in and where the rest come from', () => {
    expect(planSummary({ count: 4, seconds: 165, focused: false, aimedCount: 3 })).toBe(
      '4 stretches, about 3 minutes. The first 3 follow your latest check-in; the last comes from another area, a different one each break.',
    );
    expect(planSummary({ count: 5, seconds: 200, focused: false, aimedCount: 3 })).toBe(
      '5 stretches, about 4 minutes. The first 3 follow your latest check-in; the rest are a different mix of areas each break.',
    );
    expect(planSummary({ count: 4, seconds: 165, focused: true, aimedCount: 3 })).toBe(
      '4 stretches, about 3 minutes. The first 3 follow your latest check-in; the last comes from your focus areas.',
    );
    expect(planSummary({ count: 4, seconds: 181, focused: true, aimedCount: 1 })).toBe(
      '4 stretches, about 4 minutes. The first follows your latest check-in; the rest come from your focus areas.',
    );
    expect(planSummary({ count: 3, seconds: 150, focused: true, aimedCount: 3 })).toBe(
      '3 stretches, about 3 minutes, all chosen from your latest check-in.',
    );
  });
});

describe('planTitle', () => {
  it('says a micro-break lasts 2 minutes, with the places when the check-in gave some', () => {
    expect(planTitle({ micro: true, phrase: AIM })).toBe('A 2-minute micro-break for your right wrist and neck');
    expect(planTitle({ micro: true, phrase: null })).toBe('A 2-minute micro-break');
  });

  it('says only the places for the full break, and nothing without them', () => {
    expect(planTitle({ micro: false, phrase: AIM })).toBe('A break for your right wrist and neck');
    expect(planTitle({ micro: false, phrase: null })).toBeNull();
  });
});
