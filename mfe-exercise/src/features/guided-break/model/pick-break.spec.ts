import { STRETCH_CATEGORIES, type StretchCategoryName } from '@chairside/contracts/web';
import { BREAK_RULES, pickBreak } from './pick-break';

// Five stretches per area, named so the by-name order is a, b, c, d, e.
const LIBRARY = STRETCH_CATEGORIES.flatMap((category, ai) =>
  ['a', 'b', 'c', 'd', 'e'].map((letter, i) => ({
    id: `${category}-${letter}`,
    name: `${letter} ${category}`,
    category,
    duration: [30, 60, 30, 90, 45][(ai + i) % 5]!,
  })),
);
const ids = (xs: { id: string }[]) => xs.map((x) => x.id);
const seconds = (xs: { duration: number }[]) => xs.reduce((s, x) => s + x.duration, 0);

describe('pickBreak', () => {
  it('without focus areas rotates over the five areas, one stretch each, until 150 s', () => {
    // neck-a 30, hand_wrist-a 60, torso-a 30, hip-a 90: 210 s after four; three gave only 120.
    expect(ids(pickBreak(LIBRARY, [], 0))).toEqual(['neck-a', 'hand_wrist-a', 'torso-a', 'hip-a']);
  });

  it('starts at the next area, on the next stretch of each area, as the rotation grows', () => {
    expect(ids(pickBreak(LIBRARY, [], 1))).toEqual(['hand_wrist-b', 'torso-b', 'hip-b']);
    expect(ids(pickBreak(LIBRARY, [], 4))[0]).toBe('knee_ankle-e');
    expect(ids(pickBreak(LIBRARY, [], 5))[0]).toBe('neck-a');
  });

  it('is deterministic and independent of the order the API lists the stretches in', () => {
    const shuffled = [...LIBRARY].reverse();
    expect(pickBreak(shuffled, ['hip'], 3)).toEqual(pickBreak(LIBRARY, ['hip'], 3));
  });

  it('keeps to the focus areas, taking a second stretch of an area when it must', () => {
    const picked = pickBreak(LIBRARY, ['knee_ankle', 'neck'], 0);
    expect(new Set(picked.map((s) => s.category))).toEqual(new Set<StretchCategoryName>(['neck', 'knee_ankle']));
    // 30 + 45 + 60 = 135 s after three, so a fourth.
    expect(ids(picked)).toEqual(['neck-a', 'knee_ankle-a', 'neck-b', 'knee_ankle-b']);
    const one = pickBreak(LIBRARY, ['torso'], 2);
    expect(one.every((s) => s.category === 'torso')).toBe(true);
    expect(new Set(ids(one)).size).toBe(one.length);
  });

  it.each([0, 1, 2, 3, 4, 5, 6, 7, 11, 24])(
    'rotation %i: 3 to 5 distinct stretches, 150 s unless 5 came first',
    (r) => {
      for (const focus of [[], ['neck'], ['hand_wrist', 'hip']] as StretchCategoryName[][]) {
        const picked = pickBreak(LIBRARY, focus, r);
        expect(picked.length).toBeGreaterThanOrEqual(BREAK_RULES.minStretches);
        expect(picked.length).toBeLessThanOrEqual(BREAK_RULES.maxStretches);
        expect(new Set(ids(picked)).size).toBe(picked.length);
        if (picked.length < BREAK_RULES.maxStretches) expect(seconds(picked)).toBeGreaterThanOrEqual(150);
      }
    },
  );

  it('stops at five stretches even when they stay short', () => {
    const short = LIBRARY.map((s) => ({ ...s, duration: 10 }));
    expect(pickBreak(short, [], 0)).toHaveLength(5);
  });

  it('ignores a focus area with no stretches, and picks nothing from nothing', () => {
    const noHip = LIBRARY.filter((s) => s.category !== 'hip');
    expect(pickBreak(noHip, ['hip'], 0).length).toBeGreaterThanOrEqual(3);
    expect(pickBreak([], ['hip'], 0)).toEqual([]);
  });

  it('stops short when the library runs out', () => {
    const two = LIBRARY.filter((s) => s.id === 'neck-a' || s.id === 'neck-b');
    expect(ids(pickBreak(two, ['neck'], 0))).toEqual(['neck-a', 'neck-b']);
  });
});
