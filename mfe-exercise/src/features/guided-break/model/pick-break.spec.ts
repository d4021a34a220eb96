import { type BodyCheckInLike, type BodyRegionName, type StretchCategoryName } from '@chairside/contracts/web';
import { BODY_REGIONS, NO_TROUBLE, STRETCH_CATEGORIES } from '@chairside/contracts/web-lazy';
import { aimBreak, alsoSpared, BREAK_RULES, breakAim, MICRO_BREAK_RULES, pickBreak } from './pick-break';

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

/*
 * The 25 stretches as the API lists them (category, then name), with their durations and body tags
 * copied from the seed (services/api/src/db/seeds/ergonomic-stretches.ts, stretch-body-regions.ts).
 */
type Region = BodyRegionName;
const st = (id: string, category: StretchCategoryName, duration: number, serves: Region[], loads: Region[]) => ({
  id,
  name: id,
  category,
  duration,
  serves,
  loads,
});
const CATALOGUE = [
  st('Finger Fan and Fist', 'hand_wrist', 30, ['wrists_hands'], []),
  st('Prayer Stretch', 'hand_wrist', 30, ['wrists_hands'], ['wrists_hands']),
  st('Thumb Stretch', 'hand_wrist', 30, ['wrists_hands'], ['wrists_hands']),
  st('Wrist Extensor Stretch', 'hand_wrist', 30, ['wrists_hands', 'elbows'], ['wrists_hands']),
  st('Wrist Flexor Stretch', 'hand_wrist', 30, ['wrists_hands', 'elbows'], ['wrists_hands']),
  st('Hip Circles', 'hip', 30, ['hips_thighs', 'lower_back'], []),
  st('Seated Figure Four', 'hip', 60, ['hips_thighs', 'lower_back'], ['knees']),
  st('Standing Glute Stretch', 'hip', 60, ['hips_thighs'], ['knees', 'ankles_feet']),
  st('Standing Hamstring Stretch', 'hip', 60, ['hips_thighs', 'lower_back'], ['lower_back']),
  st('Standing Hip Flexor Stretch', 'hip', 60, ['hips_thighs', 'lower_back'], ['knees']),
  st('Ankle Circles', 'knee_ankle', 30, ['ankles_feet'], []),
  st('Calf Stretch at the Wall', 'knee_ankle', 60, ['ankles_feet'], ['ankles_feet']),
  st('Heel Raises', 'knee_ankle', 30, ['ankles_feet'], ['ankles_feet']),
  st('Seated Knee Extension', 'knee_ankle', 45, ['knees', 'hips_thighs'], []),
  st('Standing Quad Stretch', 'knee_ankle', 60, ['hips_thighs', 'knees'], ['knees']),
  st('Chin Tuck', 'neck', 30, ['neck'], []),
  st('Doorway Chest Opener', 'neck', 45, ['shoulders', 'upper_back'], ['shoulders']),
  st('Levator Scapulae Stretch', 'neck', 60, ['neck', 'shoulders'], ['neck']),
  st('Neck Rotation', 'neck', 30, ['neck'], ['neck']),
  st('Upper Trapezius Stretch', 'neck', 60, ['neck', 'shoulders'], ['neck']),
  st('Cat-Cow Standing', 'torso', 60, ['upper_back', 'lower_back'], []),
  st('Seated Spinal Twist', 'torso', 60, ['upper_back', 'lower_back'], ['lower_back']),
  st('Seated Thoracic Extension', 'torso', 45, ['upper_back'], ['shoulders']),
  st('Shoulder Blade Squeeze', 'torso', 30, ['upper_back', 'shoulders'], []),
  st('Standing Side Bend', 'torso', 45, ['upper_back', 'lower_back'], ['shoulders']),
];
const pick = (name: string) => {
  const s = CATALOGUE.find((c) => c.name === name)!;
  return { id: s.id, name: s.name, serves: s.serves, loads: s.loads };
};
const leftOut = (name: string, region: Region, side: 'right' | null, score: number) => ({
  stretchId: name,
  name,
  region,
  side,
  score,
  reason: `left out: ${name} loads your ${region}, marked ${score}`,
});
const checkIn = (marks: Partial<Record<Region, [number, 'right' | null]>>): BodyCheckInLike => ({
  date: '2026-11-23',
  regions: Object.fromEntries(
    BODY_REGIONS.map((r) => [
      r,
      marks[r] ? { ...NO_TROUBLE, score: marks[r][0], side: marks[r][1] } : { ...NO_TROUBLE },
    ]),
  ) as BodyCheckInLike['regions'],
});

/*
 * Right wrist 9, neck 6, as the API answers it (worked by hand from suggestBreak's rules): the two
 * regions in turn, wrist first (the higher score). The wrist's only stretch that does not load the
 * wrist is Finger Fan and Fist; Prayer, Thumb, Wrist Extensor and Wrist Flexor are left out. The
 * neck gives Chin Tuck, then Levator Scapulae Stretch (neck at 6 may be loaded).
 */
const WRIST_9_NECK_6 = {
  checkInDate: '2026-11-23',
  regions: [
    { region: 'wrists_hands' as const, side: 'right' as const, score: 9 },
    { region: 'neck' as const, side: null, score: 6 },
  ],
  stretches: [pick('Finger Fan and Fist'), pick('Chin Tuck'), pick('Levator Scapulae Stretch')],
  leftOut: ['Prayer Stretch', 'Thumb Stretch', 'Wrist Extensor Stretch', 'Wrist Flexor Stretch'].map((n) =>
    leftOut(n, 'wrists_hands', 'right', 9),
  ),
  phrase: 'for your right wrist and neck',
};

/*
 * Neck 9, right wrist 9 (equal: neck first, the Nordic order): each region keeps only its gentle
 * stretch (Chin Tuck, Finger Fan and Fist); the neck's three pulling stretches and the wrist's four
 * are left out.
 */
const NECK_9_WRIST_9 = {
  checkInDate: '2026-11-23',
  regions: [
    { region: 'neck' as const, side: null, score: 9 },
    { region: 'wrists_hands' as const, side: 'right' as const, score: 9 },
  ],
  stretches: [pick('Chin Tuck'), pick('Finger Fan and Fist')],
  leftOut: [
    ...['Levator Scapulae Stretch', 'Neck Rotation', 'Upper Trapezius Stretch'].map((n) => leftOut(n, 'neck', null, 9)),
    ...['Prayer Stretch', 'Thumb Stretch', 'Wrist Extensor Stretch', 'Wrist Flexor Stretch'].map((n) =>
      leftOut(n, 'wrists_hands', 'right', 9),
    ),
  ],
  phrase: 'for your neck and right wrist',
};

describe('aimBreak', () => {
  it('without an aim is the rotation as before', () => {
    // Chin Tuck 30, Finger Fan 30, Cat-Cow 60: 120 s, so Hip Circles (30) for 150.
    const plain = ['Chin Tuck', 'Finger Fan and Fist', 'Cat-Cow Standing', 'Hip Circles'];
    expect(ids(aimBreak(CATALOGUE, [], 0, null))).toEqual(plain);
    expect(ids(aimBreak(CATALOGUE, [], 0, breakAim(undefined, null)))).toEqual(plain);
    expect(ids(pickBreak(CATALOGUE, [], 0))).toEqual(plain);
  });

  it("starts with the suggestion's stretches in its order, then fills from the rotation", () => {
    const aim = breakAim(WRIST_9_NECK_6, checkIn({ wrists_hands: [9, 'right'], neck: [6, null] }));
    // 30 + 30 + 60 = 120 s. The rotation's Neck area has Doorway Chest Opener first (Chin Tuck and
    // Levator are in, Neck Rotation and Upper Trapezius come after it by name): 165 s.
    expect(ids(aimBreak(CATALOGUE, [], 0, aim))).toEqual([
      'Finger Fan and Fist',
      'Chin Tuck',
      'Levator Scapulae Stretch',
      'Doorway Chest Opener',
    ]);
    // One break logged: the rotation starts at Torso (Wrist has nothing left), on its second stretch.
    expect(ids(aimBreak(CATALOGUE, [], 1, aim))).toEqual([
      'Finger Fan and Fist',
      'Chin Tuck',
      'Levator Scapulae Stretch',
      'Seated Spinal Twist',
    ]);
  });

  it('goes on in the other areas when leaving stretches out empties the focus areas', () => {
    const aim = breakAim(NECK_9_WRIST_9, checkIn({ neck: [9, null], wrists_hands: [9, 'right'] }));
    // Chin Tuck 30 + Finger Fan 30; Neck (the focus) has only Doorway Chest Opener left: 105 s with
    // three, so Torso's first, Cat-Cow Standing (60): 165 s.
    expect(ids(aimBreak(CATALOGUE, ['neck'], 0, aim))).toEqual([
      'Chin Tuck',
      'Finger Fan and Fist',
      'Doorway Chest Opener',
      'Cat-Cow Standing',
    ]);
  });

  it('keeps out a stretch loading a third region marked 8 that the suggestion did not aim at', () => {
    const marks = checkIn({ neck: [9, null], wrists_hands: [9, 'right'], lower_back: [8, null] });
    // Rotation 1 starts at Torso on its second stretch. With the check-in, Seated Spinal Twist (loads
    // the lower back) is out of Torso's list, so the second is Seated Thoracic Extension (45), then
    // Hip's second without Standing Hamstring Stretch: Seated Figure Four (60): 165 s.
    expect(ids(aimBreak(CATALOGUE, [], 1, breakAim(NECK_9_WRIST_9, marks)))).toEqual([
      'Chin Tuck',
      'Finger Fan and Fist',
      'Seated Thoracic Extension',
      'Seated Figure Four',
    ]);
    // The suggestion alone does not know the lower back: the twist would come in.
    expect(ids(aimBreak(CATALOGUE, [], 1, breakAim(NECK_9_WRIST_9, null)))).toContain('Seated Spinal Twist');
  });

  it.each([0, 1, 2, 3, 4, 5, 6, 9, 24])(
    'rotation %i: the suggestion first, 3 to 5 distinct stretches, nothing left out or loading a 9',
    (r) => {
      const aim = breakAim(NECK_9_WRIST_9, checkIn({ neck: [9, null], wrists_hands: [9, 'right'] }));
      for (const focus of [[], ['neck'], ['hand_wrist'], ['torso', 'hip']] as StretchCategoryName[][]) {
        const picked = aimBreak(CATALOGUE, focus, r, aim);
        expect(ids(picked).slice(0, 2)).toEqual(['Chin Tuck', 'Finger Fan and Fist']);
        expect(picked.length).toBeGreaterThanOrEqual(BREAK_RULES.minStretches);
        expect(picked.length).toBeLessThanOrEqual(BREAK_RULES.maxStretches);
        expect(new Set(ids(picked)).size).toBe(picked.length);
        if (picked.length < BREAK_RULES.maxStretches) expect(seconds(picked)).toBeGreaterThanOrEqual(150);
        for (const s of picked) {
          expect(NECK_9_WRIST_9.leftOut.map((l) => l.stretchId)).not.toContain(s.id);
          expect(s.loads).not.toContain('neck');
          expect(s.loads).not.toContain('wrists_hands');
        }
      }
    },
  );
});

describe('breakAim', () => {
  it('is null when nothing is known or nothing is marked: the break is the plain rotation', () => {
    const none = { checkInDate: null, regions: [], stretches: [], leftOut: [], phrase: null };
    expect(breakAim(undefined, null)).toBeNull();
    expect(breakAim(none, null)).toBeNull();
    expect(breakAim(none, checkIn({}))).toBeNull();
  });

  it('takes the first stretches and those left out from the suggestion, the 8s and above from both', () => {
    expect(
      breakAim(WRIST_9_NECK_6, checkIn({ wrists_hands: [9, 'right'], neck: [6, null], knees: [8, 'right'] })),
    ).toEqual({
      firstIds: ['Finger Fan and Fist', 'Chin Tuck', 'Levator Scapulae Stretch'],
      leftOutIds: ['Prayer Stretch', 'Thumb Stretch', 'Wrist Extensor Stretch', 'Wrist Flexor Stretch'],
      tooSore: ['wrists_hands', 'knees'],
    });
    // The check-in alone (the suggestion failed): only what to keep out.
    expect(breakAim(undefined, checkIn({ knees: [8, 'right'], neck: [7, null] }))).toEqual({
      firstIds: [],
      leftOutIds: [],
      tooSore: ['knees'],
    });
  });
});

describe('alsoSpared', () => {
  it('names the places at 8 or more that the left-out list does not, highest first', () => {
    const marked = checkIn({ wrists_hands: [9, 'right'], neck: [6, null], knees: [8, 'right'], lower_back: [8, null] });
    // The wrists are named by the left-out list; neck is under 8; the knees and lower back are not named.
    expect(alsoSpared(marked, WRIST_9_NECK_6.leftOut)).toEqual([
      { region: 'lower_back', side: null, score: 8 },
      { region: 'knees', side: 'right', score: 8 },
    ]);
    expect(alsoSpared(marked, [])).toEqual([
      { region: 'wrists_hands', side: 'right', score: 9 },
      { region: 'lower_back', side: null, score: 8 },
      { region: 'knees', side: 'right', score: 8 },
    ]);
    expect(alsoSpared(checkIn({ neck: [7, null] }), [])).toEqual([]);
    expect(alsoSpared(null, [])).toEqual([]);
  });
});

/*
 * The micro-break a reminder opens: at least 90 s and 2 stretches, never past 120 s. LIBRARY's
 * durations by area and stretch (a to e): Neck 30 60 30 90 45, Wrist 60 30 90 45 30, Torso 30 90 45
 * 30 60, Hip 90 45 30 60 30, Ankle 45 30 60 30 90.
 */
describe('micro-breaks', () => {
  it('stops at 90 s with 2 stretches, where the full break goes on to 150 s', () => {
    // Neck a 30 + Wrist a 60 = 90 s.
    expect(ids(pickBreak(LIBRARY, [], 0, MICRO_BREAK_RULES))).toEqual(['neck-a', 'hand_wrist-a']);
    // The catalogue: Chin Tuck 30, Finger Fan and Fist 30 (60 s), Cat-Cow Standing 60: 120 s.
    expect(ids(pickBreak(CATALOGUE, [], 0, MICRO_BREAK_RULES))).toEqual([
      'Chin Tuck',
      'Finger Fan and Fist',
      'Cat-Cow Standing',
    ]);
  });

  it('passes over a stretch that would go past 120 s and takes the next that fits', () => {
    // Rotation 2 starts at Torso, on each area's third stretch: Torso c 45, Hip c 30 (75 s); Ankle c
    // 60 would make 135, so Neck c 30: 105 s.
    expect(ids(pickBreak(LIBRARY, [], 2, MICRO_BREAK_RULES))).toEqual(['torso-c', 'hip-c', 'neck-c']);
    // Rotation 4: Ankle e 90 is 90 s but one stretch; Neck e 45 would make 135; Wrist e 30: 120 s.
    expect(ids(pickBreak(LIBRARY, [], 4, MICRO_BREAK_RULES))).toEqual(['knee_ankle-e', 'hand_wrist-e']);
    // Hip only: a 90, b 45 passed over, c 30: 120 s.
    expect(ids(pickBreak(LIBRARY, ['hip'], 0, MICRO_BREAK_RULES))).toEqual(['hip-a', 'hip-c']);
  });

  it('keeps one stretch of 90 s when no second one fits', () => {
    const two = LIBRARY.filter((s) => s.id === 'hip-a' || s.id === 'hip-b');
    expect(ids(pickBreak(two, ['hip'], 0, MICRO_BREAK_RULES))).toEqual(['hip-a']);
  });

  it("leads with the suggestion's stretches that fit in 120 s, in its order", () => {
    // Right wrist 9, neck 6: Finger Fan and Fist 30, Chin Tuck 30, Levator Scapulae Stretch 60 are
    // 120 s, the whole micro-break.
    const wristNeck = breakAim(WRIST_9_NECK_6, checkIn({ wrists_hands: [9, 'right'], neck: [6, null] }));
    expect(ids(aimBreak(CATALOGUE, [], 0, wristNeck, MICRO_BREAK_RULES))).toEqual([
      'Finger Fan and Fist',
      'Chin Tuck',
      'Levator Scapulae Stretch',
    ]);
    // Neck 9, right wrist 9: Chin Tuck 30 + Finger Fan and Fist 30, then the rotation's Neck area has
    // only Doorway Chest Opener (45) left: 105 s. One break logged: Torso's second, Seated Spinal
    // Twist (60): 120 s.
    const neckWrist = breakAim(NECK_9_WRIST_9, checkIn({ neck: [9, null], wrists_hands: [9, 'right'] }));
    expect(ids(aimBreak(CATALOGUE, [], 0, neckWrist, MICRO_BREAK_RULES))).toEqual([
      'Chin Tuck',
      'Finger Fan and Fist',
      'Doorway Chest Opener',
    ]);
    expect(ids(aimBreak(CATALOGUE, [], 1, neckWrist, MICRO_BREAK_RULES))).toEqual([
      'Chin Tuck',
      'Finger Fan and Fist',
      'Seated Spinal Twist',
    ]);
    // A suggested stretch that would pass 120 s is passed over for the next suggested one: Neck b 60,
    // Neck d 90 (150 s) out, Neck a 30: 90 s. The full break takes all three (180 s).
    const library = LIBRARY.map((s) => ({ ...s, loads: [] as Region[] }));
    const aim = { firstIds: ['neck-b', 'neck-d', 'neck-a'], leftOutIds: [], tooSore: [] };
    expect(ids(aimBreak(library, [], 0, aim, MICRO_BREAK_RULES))).toEqual(['neck-b', 'neck-a']);
    expect(ids(aimBreak(library, [], 0, aim))).toEqual(['neck-b', 'neck-d', 'neck-a']);
  });

  it.each([0, 1, 2, 3, 4, 5, 6, 9, 24])('rotation %i: 2 to 4 distinct stretches, 90 to 120 s', (r) => {
    const neckWrist = breakAim(NECK_9_WRIST_9, checkIn({ neck: [9, null], wrists_hands: [9, 'right'] }));
    for (const focus of [[], ['neck'], ['hand_wrist'], ['torso', 'hip']] as StretchCategoryName[][]) {
      for (const picked of [
        pickBreak(LIBRARY, focus, r, MICRO_BREAK_RULES),
        pickBreak(CATALOGUE, focus, r, MICRO_BREAK_RULES),
        aimBreak(CATALOGUE, focus, r, neckWrist, MICRO_BREAK_RULES),
      ]) {
        expect(picked.length).toBeGreaterThanOrEqual(2);
        expect(picked.length).toBeLessThanOrEqual(4);
        expect(new Set(ids(picked)).size).toBe(picked.length);
        expect(seconds(picked)).toBeGreaterThanOrEqual(90);
        expect(seconds(picked)).toBeLessThanOrEqual(120);
      }
    }
  });
});
