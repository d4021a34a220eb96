import {
  breakEntryRequest,
  breakReducer,
  breakSummary,
  canFinishEarly,
  heldLongEnough,
  secondsLeft,
  startBreak,
  type BreakAction,
  type BreakState,
  type BreakStretch,
} from './break-runner';

const STRETCHES: BreakStretch[] = [
  { id: 'n1', name: 'Chin Tuck', category: 'neck', duration: 30, caloriesBurned: 1.5 },
  { id: 'w1', name: 'Wrist Flexor Stretch', category: 'hand_wrist', duration: 60, caloriesBurned: 3 },
  { id: 't1', name: 'Seated Twist', category: 'torso', duration: 45, caloriesBurned: 2.3 },
];

const run = (s: BreakState, ...actions: BreakAction[]) => actions.reduce(breakReducer, s);
const ticks = (n: number): BreakAction[] => Array.from({ length: n }, () => ({ type: 'tick' }));

describe('guided break runner', () => {
  it('counts the first stretch down from its duration, one second a tick', () => {
    const s = run(startBreak(STRETCHES), ...ticks(12));
    expect(s.index).toBe(0);
    expect(secondsLeft(s)).toBe(18);
    expect(s.status).toBe('running');
  });

  it('moves on by itself when a stretch is held for its whole time', () => {
    const s = run(startBreak(STRETCHES), ...ticks(30));
    expect(s.index).toBe(1);
    expect(secondsLeft(s)).toBe(60);
    expect(s.done).toEqual([30, 0, 0]);
  });

  it('holds the time while paused and carries on after resume', () => {
    const paused = run(startBreak(STRETCHES), ...ticks(5), { type: 'pause' }, ...ticks(20));
    expect(paused.status).toBe('paused');
    expect(secondsLeft(paused)).toBe(25);
    const resumed = run(paused, { type: 'resume' }, ...ticks(3));
    expect(secondsLeft(resumed)).toBe(22);
  });

  it('skip counts nothing of the stretch, even the seconds already held', () => {
    const s = run(startBreak(STRETCHES), ...ticks(10), { type: 'skip' });
    expect(s.index).toBe(1);
    expect(s.done).toEqual([0, 0, 0]);
    expect(s.skipped).toEqual([true, false, false]);
  });

  it('next keeps the seconds held, and resumes a paused break on the next stretch', () => {
    const s = run(startBreak(STRETCHES), ...ticks(15), { type: 'pause' }, { type: 'next' });
    expect(s.index).toBe(1);
    expect(s.status).toBe('running');
    expect(s.done).toEqual([15, 0, 0]);
  });

  it('is finished after the last stretch, and then ignores everything', () => {
    const s = run(startBreak(STRETCHES), ...ticks(30 + 60 + 45));
    expect(s.status).toBe('finished');
    expect(s.index).toBe(3);
    expect(secondsLeft(s)).toBe(0);
    expect(run(s, ...ticks(5), { type: 'resume' }, { type: 'skip' })).toBe(s);
    const skippedLast = run(startBreak(STRETCHES), ...ticks(30), { type: 'next' }, { type: 'skip' });
    expect(skippedLast.status).toBe('finished');
  });

  it('finishes early only once a stretch was held for its whole time', () => {
    const early = run(startBreak(STRETCHES), ...ticks(29));
    expect(canFinishEarly(early)).toBe(false);
    expect(run(early, { type: 'finish' })).toBe(early);
    const later = run(early, ...ticks(1), ...ticks(20));
    expect(canFinishEarly(later)).toBe(true);
    expect(run(later, { type: 'finish' }).status).toBe('finished');
  });

  it('sums the time held and whole calories: whole stretches in full, one held half its time by share, a skipped one not at all', () => {
    // Chin Tuck whole (1.5), wrist skipped after 10 s, twist 23 of 45 s: 2.3 x 23/45 = 1.18; 2.68 -> 3 kcal.
    const s = run(startBreak(STRETCHES), ...ticks(30), ...ticks(10), { type: 'skip' }, ...ticks(23), {
      type: 'finish',
    });
    const summary = breakSummary(s);
    expect(summary.stretches.map((x) => x.id)).toEqual(['n1', 't1']);
    expect(summary.seconds).toBe(53);
    expect(summary.calories).toBe(3);
  });

  it('counts no stretch passed over with Next before half its time (Next three times in two seconds logs nothing)', () => {
    const s = run(startBreak(STRETCHES), ...ticks(1), { type: 'next' }, { type: 'next' }, ...ticks(1), {
      type: 'next',
    });
    expect(s.status).toBe('finished');
    expect(breakSummary(s)).toEqual({ stretches: [], seconds: 0, calories: 0 });
    // 22 of the twist's 45 s is under half; 23 is not.
    const twist = STRETCHES[2]!;
    expect(heldLongEnough(twist, 22)).toBe(false);
    expect(heldLongEnough(twist, 23)).toBe(true);
  });

  it('logs one ergonomic entry for the break', () => {
    const s = run(startBreak(STRETCHES), ...ticks(30 + 60), ...ticks(23), { type: 'finish' });
    expect(breakEntryRequest(breakSummary(s))).toEqual({
      exerciseType: 'ergonomic',
      name: 'Stretch break',
      duration: 2, // 113 s, rounded up to whole minutes
      intensity: 'low',
      caloriesBurned: 6, // 1.5 + 3 + 2.3 x 23/45 = 5.68
      description: 'Guided break: Neck, Wrist, Torso',
      metadata: {
        exerciseTypeLabel: 'Ergonomic Stretch',
        intensityLabel: 'Light',
        stretchIds: ['n1', 'w1', 't1'],
        guided: true,
      },
    });
  });

  it('names each area once in the description', () => {
    const twoNeck = [STRETCHES[0]!, { ...STRETCHES[0]!, id: 'n2' }];
    const s = run(startBreak(twoNeck), ...ticks(60));
    expect(breakEntryRequest(breakSummary(s)).description).toBe('Guided break: Neck');
  });
});
