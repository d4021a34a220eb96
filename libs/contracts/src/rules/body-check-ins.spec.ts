import {
  bodyTrend,
  calmNotes,
  checkInDue,
  currentCheckIn,
  microBreakMinutesProblem,
  NO_TROUBLE,
  regionReportProblem,
  suggestBreak,
  type BodyCheckInLike,
  type BodyRegionName,
  type BodyRegionReports,
  type TaggedStretch,
} from './body-check-ins';

const body = (marked: Partial<BodyRegionReports>): BodyRegionReports => ({
  neck: NO_TROUBLE,
  shoulders: NO_TROUBLE,
  upper_back: NO_TROUBLE,
  elbows: NO_TROUBLE,
  wrists_hands: NO_TROUBLE,
  lower_back: NO_TROUBLE,
  hips_thighs: NO_TROUBLE,
  knees: NO_TROUBLE,
  ankles_feet: NO_TROUBLE,
  ...marked,
});
const at = (score: number, side: 'left' | 'right' | 'both' | null = null, numbness = false) => ({
  score,
  keptFromWork: false,
  side,
  numbness,
});
const st = (name: string, serves: BodyRegionName[], loads: BodyRegionName[]): TaggedStretch => ({
  id: name,
  name,
  serves,
  loads,
});

// A small catalogue in the seed's order, tagged as the seed tags them.
const CATALOGUE = [
  st('Chin Tuck', ['neck'], []),
  st('Neck Rotation', ['neck'], ['neck']),
  st('Wrist Flexor Stretch', ['wrists_hands', 'elbows'], ['wrists_hands']),
  st('Finger Fan and Fist', ['wrists_hands'], []),
  st('Prayer Stretch', ['wrists_hands'], ['wrists_hands']),
  st('Shoulder Blade Squeeze', ['upper_back', 'shoulders'], []),
];

describe('a region report', () => {
  it('asks for a side on a sided region above 0 and refuses one where there is none', () => {
    expect(regionReportProblem('knees', at(3))).toMatch(/say which side/);
    expect(regionReportProblem('knees', at(0))).toBeNull();
    expect(regionReportProblem('neck', at(3, 'left'))).toBe('Neck has no left or right side');
    expect(regionReportProblem('neck', at(11))).toMatch(/0 to 10/);
    expect(regionReportProblem('neck', { ...at(0), keptFromWork: true })).toMatch(/score above 0/);
  });
});

describe('the micro-break interval', () => {
  it('takes 20 to 40 whole minutes (Park et al. 2017)', () => {
    expect(microBreakMinutesProblem(20)).toBeNull();
    expect(microBreakMinutesProblem(40)).toBeNull();
    expect(microBreakMinutesProblem(19)).toMatch(/from 20 to 40/);
    expect(microBreakMinutesProblem(41)).toMatch(/from 20 to 40/);
    expect(microBreakMinutesProblem(30.5)).toMatch(/whole number/);
  });
});

describe('due', () => {
  it('is due with none, or 7 days after the last', () => {
    expect(checkInDue(null, '2026-11-26')).toEqual({ due: true, lastDate: null, dueDate: '2026-11-26' });
    // 19 Nov + 7 = 26 Nov: 7 days old, due.
    expect(checkInDue('2026-11-19', '2026-11-26')).toEqual({
      due: true,
      lastDate: '2026-11-19',
      dueDate: '2026-11-26',
    });
    // 20 Nov: 6 days old, due on the 27th.
    expect(checkInDue('2026-11-20', '2026-11-26')).toEqual({
      due: false,
      lastDate: '2026-11-20',
      dueDate: '2026-11-27',
    });
  });

  it('aims a break at the latest check-in of the last 7 days only', () => {
    const a = { date: '2026-11-19', regions: body({}) };
    const b = { date: '2026-11-20', regions: body({}) };
    expect(currentCheckIn([a, b], '2026-11-26')).toBe(b);
    expect(currentCheckIn([a], '2026-11-26')).toBeNull();
  });
});

describe('the suggestion', () => {
  it('picks the highest scores first, equal scores in the Nordic order, in turns', () => {
    // neck 6, right wrist 6, upper back 2: neck and wrists tie at 6, neck comes first in the Nordic
    // order. Turns: neck's 1st (Chin Tuck), wrist's 1st (Wrist Flexor), neck's 2nd (Neck Rotation).
    const s = suggestBreak(
      { date: '2026-11-25', regions: body({ neck: at(6), wrists_hands: at(6, 'right'), upper_back: at(2) }) },
      CATALOGUE,
    );
    expect(s.stretches.map((x) => x.name)).toEqual(['Chin Tuck', 'Wrist Flexor Stretch', 'Neck Rotation']);
    expect(s.phrase).toBe('for your neck and right wrist');
    expect(s.leftOut).toEqual([]);
  });

  it('leaves out a stretch that loads a region marked 8 or above, and says why', () => {
    // right wrist 9, neck 4: wrist first. Wrist Flexor and Prayer load the wrist (9 >= 8): left out.
    // Turns: wrist's 1st allowed (Finger Fan), neck's 1st (Chin Tuck), wrist has no 2nd, neck's 2nd
    // (Neck Rotation loads the neck, but the neck is 4, under 8: allowed).
    const s = suggestBreak(
      { date: '2026-11-25', regions: body({ neck: at(4), wrists_hands: at(9, 'right') }) },
      CATALOGUE,
    );
    expect(s.stretches.map((x) => x.name)).toEqual(['Finger Fan and Fist', 'Chin Tuck', 'Neck Rotation']);
    expect(s.leftOut.map((l) => l.reason)).toEqual([
      'left out: Wrist Flexor Stretch loads your right wrist, marked 9',
      'left out: Prayer Stretch loads your right wrist, marked 9',
    ]);
    expect(s.phrase).toBe('for your right wrist and neck');
  });

  it('names only regions that got a stretch, and nothing without a check-in or trouble', () => {
    // Neck 8: Neck Rotation loads it (left out); Chin Tuck is the neck's only stretch; knees 5 has no
    // stretch in this catalogue, so the phrase names the neck alone.
    const s = suggestBreak({ date: '2026-11-25', regions: body({ neck: at(8), knees: at(5, 'both') }) }, CATALOGUE);
    expect(s.stretches.map((x) => x.name)).toEqual(['Chin Tuck']);
    expect(s.phrase).toBe('for your neck');
    expect(suggestBreak(null, CATALOGUE).phrase).toBeNull();
    expect(suggestBreak({ date: '2026-11-25', regions: body({}) }, CATALOGUE).stretches).toEqual([]);
  });
});

describe('the trend', () => {
  const ci = (date: string, neck: number): BodyCheckInLike => ({ date, regions: body({ neck: at(neck) }) });

  it("gives each week's score and a plain summary with the breaks of those weeks", () => {
    // Today Thu 26 Nov 2026, its Monday 23 Nov; 4 weeks: 2, 9, 16, 23 Nov.
    // Week of 2 Nov: 6 (on the 3rd). Week of 9 Nov: 5 then 4 (the 12th's 4 is that week's).
    // Week of 16 Nov: none. Week of 23 Nov: 3. Breaks 8 + 9 + 6 + 8 = 31 over the 4 weeks.
    const t = bodyTrend(
      [ci('2026-11-03', 6), ci('2026-11-10', 5), ci('2026-11-12', 4), ci('2026-11-24', 3)],
      [
        { weekStart: '2026-11-02', breaks: 8 },
        { weekStart: '2026-11-09', breaks: 9 },
        { weekStart: '2026-11-16', breaks: 6 },
        { weekStart: '2026-11-23', breaks: 8 },
        { weekStart: '2026-10-26', breaks: 50 },
      ],
      '2026-11-26',
      4,
    );
    expect(t.weeks.map((w) => w.weekStart)).toEqual(['2026-11-02', '2026-11-09', '2026-11-16', '2026-11-23']);
    expect(t.regions.find((r) => r.region === 'neck')!.scores).toEqual([6, 4, null, 3]);
    expect(t.regions.find((r) => r.region === 'knees')!.scores).toEqual([0, 0, null, 0]);
    expect(t.summary).toEqual(['Neck: 6 → 3 over 4 weeks; you took 31 breaks']);
  });

  it('counts only the weeks from the first check-in to the last', () => {
    // 12 weeks up to the week of 23 Nov; check-ins in the weeks of 16 and 23 Nov: 2 weeks, 6 + 1 breaks.
    const t = bodyTrend(
      [ci('2026-11-17', 2), ci('2026-11-23', 2)],
      [
        { weekStart: '2026-11-09', breaks: 10 },
        { weekStart: '2026-11-16', breaks: 6 },
        { weekStart: '2026-11-23', breaks: 1 },
      ],
      '2026-11-26',
    );
    expect(t.weeks).toHaveLength(12);
    expect(t.weeks[0]!.weekStart).toBe('2026-09-07'); // 23 Nov - 11 weeks
    expect(t.summary).toEqual(['Neck: 2 → 2 over 2 weeks; you took 7 breaks']);
  });

  it('says "no breaks logged" for none and "1 break" for one', () => {
    // Check-ins in the weeks of 9 and 23 Nov (today Thu 26 Nov): 3 weeks, no breaks in any.
    expect(bodyTrend([ci('2026-11-10', 8), ci('2026-11-25', 7)], [], '2026-11-26').summary).toEqual([
      'Neck: 8 → 7 over 3 weeks; no breaks logged in those weeks',
    ]);
    // One break in the week of 16 Nov, between the two check-ins.
    expect(
      bodyTrend([ci('2026-11-10', 8), ci('2026-11-25', 7)], [{ weekStart: '2026-11-16', breaks: 1 }], '2026-11-26')
        .summary,
    ).toEqual(['Neck: 8 → 7 over 3 weeks; you took 1 break']);
  });

  it('names the week when only one week has a check-in, this week or an earlier one', () => {
    // Today Thu 26 Nov; the only check-in on Mon 23 Nov, this week.
    expect(bodyTrend([ci('2026-11-23', 5)], [], '2026-11-26').summary).toEqual([
      'Neck: 5 at your check-in this week; no breaks logged this week',
    ]);
    expect(bodyTrend([ci('2026-11-23', 5)], [{ weekStart: '2026-11-23', breaks: 1 }], '2026-11-26').summary).toEqual([
      'Neck: 5 at your check-in this week; you took 1 break this week',
    ]);
    // The only check-in on Wed 4 Nov: its week starts Mon 2 Nov. Only that week's 4 breaks count, not
    // the 9 of the week of 9 Nov.
    const weekOf2Nov = bodyTrend(
      [ci('2026-11-04', 6)],
      [
        { weekStart: '2026-11-02', breaks: 4 },
        { weekStart: '2026-11-09', breaks: 9 },
      ],
      '2026-11-26',
    );
    expect(weekOf2Nov.summary).toEqual(['Neck: 6 at your check-in in the week of Nov 2; you took 4 breaks that week']);
    expect(bodyTrend([ci('2026-11-04', 6)], [], '2026-11-26').summary).toEqual([
      'Neck: 6 at your check-in in the week of Nov 2; no breaks logged that week',
    ]);
  });
});

describe('the calm note', () => {
  const ci = (date: string, neck: number, wrist = at(0)): BodyCheckInLike => ({
    date,
    regions: body({ neck: at(neck), wrists_hands: wrist }),
  });

  it('comes with 7 or more in the last 3 check-ins in a row, not 2', () => {
    expect(calmNotes([ci('2026-11-10', 7), ci('2026-11-03', 8), ci('2026-11-17', 9)]).map((n) => n.text)).toEqual([
      'Your neck has been at 7 or more in your last 3 check-ins. It may help to talk it over with a doctor or physiotherapist.',
    ]);
    // The middle one is 6: no run of 3.
    expect(calmNotes([ci('2026-11-03', 8), ci('2026-11-10', 6), ci('2026-11-17', 9)])).toEqual([]);
    expect(calmNotes([ci('2026-11-10', 9), ci('2026-11-17', 9)])).toEqual([]);
  });

  it('comes with numbness or tingling in the latest check-in', () => {
    const notes = calmNotes([ci('2026-11-17', 2, at(3, 'left', true))]);
    expect(notes).toEqual([
      {
        kind: 'numbness',
        region: 'wrists_hands',
        text: 'You noted numbness or tingling in your left wrist. It may help to talk it over with a doctor or physiotherapist.',
      },
    ]);
  });
});
