import { CreateExerciseEntryRequest } from '@chairside/contracts';
import {
  INITIAL_WIZARD,
  canAnalyse,
  canContinueDetails,
  currentAnalysis,
  defaultName,
  describedEntry,
  detailsCalories,
  maxRatedMinutes,
  detailsEntry,
  durationMinutes,
  parseCalories,
  parseMinutes,
  previousStep,
  sessionTotals,
  stepAfterType,
  stretchSessionEntry,
  wizardReducer,
  type SessionStretch,
  type WizardAction,
  type WizardState,
} from './wizard';

const apply = (s: WizardState, ...actions: WizardAction[]): WizardState => actions.reduce(wizardReducer, s);
const run = (...actions: WizardAction[]): WizardState => apply(INITIAL_WIZARD, ...actions);

const walk = {
  name: 'Walking',
  description: 'Walking, vigorous effort, 30 min at 5 MET for 70 kg.',
  duration: 30,
  intensity: 'high' as const,
  caloriesBurned: 175,
};

// Seeded stretches: ~3 kcal a minute, to one decimal.
const chinTuck: SessionStretch = { id: 'a1', name: 'Chin Tuck', seconds: 30, caloriesBurned: 1.5 };
const upperTrap: SessionStretch = { id: 'b2', name: 'Upper Trapezius Stretch', seconds: 60, caloriesBurned: 3 };
const chestOpener: SessionStretch = { id: 'c3', name: 'Doorway Chest Opener', seconds: 45, caloriesBurned: 2.3 };

describe('steps', () => {
  it('step 1 leads to 2 for run, weight lifting and manual, to 4 for describe, to 5 for ergonomic', () => {
    expect(stepAfterType('run')).toBe(2);
    expect(stepAfterType('weight_lifting')).toBe(2);
    expect(stepAfterType('manual')).toBe(2);
    expect(stepAfterType('describe')).toBe(4);
    expect(stepAfterType('ergonomic')).toBe(5);
  });

  it('the back arrow: 3 to 2, and 2, 4 and 5 to 1', () => {
    expect(previousStep(3)).toBe(2);
    expect(previousStep(2)).toBe(1);
    expect(previousStep(4)).toBe(1);
    expect(previousStep(5)).toBe(1);
  });

  it('Continue does nothing until a type is picked, then follows the type', () => {
    expect(run({ kind: 'continue' }).step).toBe(1);
    expect(run({ kind: 'pickType', exerciseType: 'describe' }, { kind: 'continue' }).step).toBe(4);
    expect(run({ kind: 'pickType', exerciseType: 'ergonomic' }, { kind: 'continue' }).step).toBe(5);
    expect(run({ kind: 'pickType', exerciseType: 'run' }, { kind: 'continue' }).step).toBe(2);
  });

  it('step 2 continues to 3 only when valid; back keeps what was entered', () => {
    const atTwo = run({ kind: 'pickType', exerciseType: 'run' }, { kind: 'continue' });
    expect(wizardReducer(atTwo, { kind: 'continue' }).step).toBe(2);
    const atThree = run(
      { kind: 'pickType', exerciseType: 'run' },
      { kind: 'continue' },
      { kind: 'setIntensity', intensity: 'medium' },
      { kind: 'pickPreset', minutes: 30 },
      { kind: 'continue' },
      { kind: 'setNotes', value: 'Park loop' },
    );
    expect(atThree.step).toBe(3);
    const back = wizardReducer(atThree, { kind: 'back' });
    expect(back).toMatchObject({ step: 2, intensity: 'medium', presetMinutes: 30, notes: 'Park loop' });
    expect(wizardReducer(wizardReducer(back, { kind: 'back' }), { kind: 'back' }).step).toBe(1);
  });

  it('reset starts over', () => {
    expect(run({ kind: 'pickType', exerciseType: 'run' }, { kind: 'continue' }, { kind: 'reset' })).toEqual(
      INITIAL_WIZARD,
    );
  });
});

describe('duration: a preset or custom minutes, choosing one clears the other', () => {
  it('a preset clears the custom minutes and typing clears the preset', () => {
    const custom = run({ kind: 'setCustomMinutes', value: '45' });
    expect(durationMinutes(custom)).toBe(45);
    const preset = wizardReducer(custom, { kind: 'pickPreset', minutes: 60 });
    expect(preset).toMatchObject({ presetMinutes: 60, customMinutes: '' });
    expect(durationMinutes(preset)).toBe(60);
    const typed = wizardReducer(preset, { kind: 'setCustomMinutes', value: '20' });
    expect(typed).toMatchObject({ presetMinutes: null, customMinutes: '20' });
    expect(durationMinutes(typed)).toBe(20);
  });

  it('custom minutes are whole minutes from 1 to 1440', () => {
    expect(parseMinutes(' 25 ')).toBe(25);
    expect(parseMinutes('1440')).toBe(1440);
    for (const bad of ['', '0', '1441', '12.5', '-5', 'ten', '1e2']) expect(parseMinutes(bad)).toBeNull();
  });

  it('calories are a number from 0 to 5000', () => {
    expect(parseCalories('250')).toBe(250);
    expect(parseCalories('0')).toBe(0);
    expect(parseCalories('12.5')).toBe(12.5);
    for (const bad of ['', ' ', '-1', '5001', 'lots', '1e3']) expect(parseCalories(bad)).toBeNull();
  });
});

describe('can continue from step 2', () => {
  const base = run({ kind: 'pickType', exerciseType: 'weight_lifting' }, { kind: 'continue' });

  it('needs an intensity and a duration', () => {
    expect(canContinueDetails(base)).toBe(false);
    expect(canContinueDetails(wizardReducer(base, { kind: 'setIntensity', intensity: 'low' }))).toBe(false);
    expect(canContinueDetails(wizardReducer(base, { kind: 'pickPreset', minutes: 15 }))).toBe(false);
    expect(
      canContinueDetails(
        apply(base, { kind: 'setIntensity', intensity: 'low' }, { kind: 'setCustomMinutes', value: '0' }),
      ),
    ).toBe(false);
    expect(
      canContinueDetails(
        apply(base, { kind: 'setIntensity', intensity: 'low' }, { kind: 'setCustomMinutes', value: '40' }),
      ),
    ).toBe(true);
  });

  it('manual needs no intensity but a calorie number and a duration', () => {
    const manual = run({ kind: 'pickType', exerciseType: 'manual' }, { kind: 'continue' });
    expect(canContinueDetails(wizardReducer(manual, { kind: 'pickPreset', minutes: 30 }))).toBe(false);
    expect(canContinueDetails(wizardReducer(manual, { kind: 'setManualCalories', value: '220' }))).toBe(false);
    expect(
      canContinueDetails(
        apply(manual, { kind: 'pickPreset', minutes: 30 }, { kind: 'setManualCalories', value: '220' }),
      ),
    ).toBe(true);
  });
});

describe('calories (MET × kg × hours)', () => {
  const rated = (
    exerciseType: 'run' | 'weight_lifting',
    intensity: 'low' | 'medium' | 'high',
    minutes: string,
    weightKg?: number,
  ) =>
    detailsCalories(
      run(
        ...(weightKg ? [{ kind: 'setWeight', weightKg } as const] : []),
        { kind: 'pickType', exerciseType },
        { kind: 'setIntensity', intensity },
        { kind: 'setCustomMinutes', value: minutes },
      ),
    );

  it('run: 7.0, 9.8 and 11.5 MET, at 70 kg until the profile gives a weight', () => {
    expect(rated('run', 'low', '15')).toBe(123); // 7.0 x 70 x 0.25 = 122.5
    expect(rated('run', 'medium', '30')).toBe(343); // 9.8 x 70 x 0.5
    expect(rated('run', 'high', '30')).toBe(403); // 11.5 x 70 x 0.5 = 402.5
    expect(rated('run', 'medium', '30', 50)).toBe(245); // 9.8 x 50 x 0.5
  });

  it('weight lifting: 3.5, 5.0 and 6.0 MET', () => {
    expect(rated('weight_lifting', 'low', '60')).toBe(245); // 3.5 x 70 x 1
    expect(rated('weight_lifting', 'medium', '45', 80)).toBe(300); // 5.0 x 80 x 0.75
    expect(rated('weight_lifting', 'high', '15')).toBe(105); // 6.0 x 70 x 0.25
  });

  it('refuses a duration whose calories pass what an entry accepts (5000 kcal), and says up to when', () => {
    const long = run(
      { kind: 'pickType', exerciseType: 'run' },
      { kind: 'setIntensity', intensity: 'low' },
      { kind: 'setCustomMinutes', value: '1440' }, // 7.0 x 70 x 24 = 11760 kcal
    );
    expect(canContinueDetails(long)).toBe(false);
    expect(maxRatedMinutes(long)).toBe(612); // 5000 / (7.0 x 70 / 60) = 612.2
  });

  it('keeps the weight through a reset', () => {
    const s = run({ kind: 'setWeight', weightKg: 62 }, { kind: 'pickType', exerciseType: 'run' }, { kind: 'reset' });
    expect(s).toMatchObject({ exerciseType: null, weightKg: 62, weightKnown: true });
  });

  it('manual uses the entered value, whatever the minutes', () => {
    const manual = run(
      { kind: 'pickType', exerciseType: 'manual' },
      { kind: 'setManualCalories', value: '275' },
      { kind: 'pickPreset', minutes: 90 },
    );
    expect(detailsCalories(manual)).toBe(275);
  });

  it('nothing while incomplete', () => {
    expect(detailsCalories(run({ kind: 'pickType', exerciseType: 'run' }, { kind: 'pickPreset', minutes: 30 }))).toBe(
      null,
    );
    expect(detailsCalories(run({ kind: 'pickType', exerciseType: 'run' }))).toBeNull();
  });
});

describe('name', () => {
  it("defaults to the type's name, or 'Exercise'", () => {
    expect(defaultName('run')).toBe('Run');
    expect(defaultName('weight_lifting')).toBe('Weight Lifting');
    expect(defaultName('manual')).toBe('Manual Entry');
    expect(defaultName(null)).toBe('Exercise');
  });
});

describe('request bodies (CreateExerciseEntryRequest)', () => {
  it('run high 30 min: 403 kcal with the type and intensity labels; blank name and notes fall back', () => {
    const s = run(
      { kind: 'pickType', exerciseType: 'run' },
      { kind: 'continue' },
      { kind: 'setIntensity', intensity: 'high' },
      { kind: 'pickPreset', minutes: 30 },
      { kind: 'continue' },
      { kind: 'setName', value: '   ' },
      { kind: 'setNotes', value: '  ' },
    );
    expect(detailsEntry(s)).toEqual({
      exerciseType: 'run',
      name: 'Run',
      duration: 30,
      intensity: 'high',
      caloriesBurned: 403, // 11.5 x 70 x 0.5
      description: null,
      metadata: { exerciseTypeLabel: 'Run', intensityLabel: 'High' },
    });
  });

  it('weight lifting with a custom duration, a name and notes, trimmed', () => {
    const s = run(
      { kind: 'pickType', exerciseType: 'weight_lifting' },
      { kind: 'setIntensity', intensity: 'medium' },
      { kind: 'setCustomMinutes', value: '45' },
      { kind: 'setName', value: ' Leg day ' },
      { kind: 'setNotes', value: ' Squats and lunges ' },
    );
    expect(detailsEntry(s)).toEqual({
      exerciseType: 'weight_lifting',
      name: 'Leg day',
      duration: 45,
      intensity: 'medium',
      caloriesBurned: 263, // 5.0 x 70 x 0.75 = 262.5
      description: 'Squats and lunges',
      metadata: { exerciseTypeLabel: 'Weight Lifting', intensityLabel: 'Medium' },
    });
  });

  it('manual: no intensity (even one picked before switching type), the entered calories', () => {
    const s = run(
      { kind: 'pickType', exerciseType: 'run' },
      { kind: 'setIntensity', intensity: 'high' },
      { kind: 'pickType', exerciseType: 'manual' },
      { kind: 'pickPreset', minutes: 60 },
      { kind: 'setManualCalories', value: '410' },
      { kind: 'setName', value: 'Tennis' },
    );
    expect(detailsEntry(s)).toEqual({
      exerciseType: 'manual',
      name: 'Tennis',
      duration: 60,
      intensity: null,
      caloriesBurned: 410,
      description: null,
      metadata: { exerciseTypeLabel: 'Manual Entry' },
    });
  });

  it('none while step 2 is incomplete', () => {
    expect(detailsEntry(run({ kind: 'pickType', exerciseType: 'run' }, { kind: 'pickPreset', minutes: 30 }))).toBe(
      null,
    );
  });
});

describe('describe (step 4)', () => {
  it('analysing needs non-blank text', () => {
    expect(canAnalyse(run({ kind: 'setDescribeText', value: '  ' }))).toBe(false);
    expect(canAnalyse(run({ kind: 'setDescribeText', value: '30 minutes brisk walking' }))).toBe(true);
  });

  it('saves the analysis as answered; editing the text afterwards makes it stale', () => {
    const text = '30 minutes brisk walking';
    const s = run(
      { kind: 'pickType', exerciseType: 'describe' },
      { kind: 'continue' },
      { kind: 'setDescribeText', value: text },
      { kind: 'analysed', text, result: walk },
    );
    expect(currentAnalysis(s)).toEqual(walk);
    expect(describedEntry(s)).toEqual({
      exerciseType: 'describe',
      name: 'Walking',
      duration: 30,
      intensity: 'high',
      caloriesBurned: 175,
      description: walk.description,
      metadata: { exerciseTypeLabel: 'Describe Exercise', intensityLabel: 'High' },
    });
    const edited = wizardReducer(s, { kind: 'setDescribeText', value: `${text} uphill` });
    expect(currentAnalysis(edited)).toBeNull();
    expect(describedEntry(edited)).toBeNull();
  });
});

describe('ergonomic session (step 5)', () => {
  it('completed stretches accumulate seconds and calories; time is ceil(seconds / 60) minutes', () => {
    expect(sessionTotals([])).toEqual({ count: 0, seconds: 0, minutes: 0, caloriesBurned: 0 });
    expect(sessionTotals([chinTuck])).toEqual({ count: 1, seconds: 30, minutes: 1, caloriesBurned: 2 }); // 1.5
    // 30 + 60 + 45 = 135 s -> 3 min; 1.5 + 3 + 2.3 = 6.8 -> 7 whole kcal
    expect(sessionTotals([chinTuck, upperTrap, chestOpener])).toEqual({
      count: 3,
      seconds: 135,
      minutes: 3,
      caloriesBurned: 7,
    });
  });

  it('completing a stretch again takes it back out', () => {
    const s = run(
      { kind: 'toggleStretch', stretch: chinTuck },
      { kind: 'toggleStretch', stretch: upperTrap },
      { kind: 'toggleStretch', stretch: chinTuck },
    );
    expect(s.stretches).toEqual([upperTrap]);
  });

  it('one entry: ergonomic, low, the decided labels, the stretch ids, minutes rounded up and summed calories', () => {
    expect(stretchSessionEntry([])).toBeNull();
    expect(stretchSessionEntry([chinTuck, upperTrap])).toEqual({
      exerciseType: 'ergonomic',
      name: 'Ergonomic Stretches',
      duration: 2, // 90 s
      intensity: 'low',
      caloriesBurned: 5, // 4.5 in whole kcal
      description: 'Chin Tuck, Upper Trapezius Stretch',
      metadata: { exerciseTypeLabel: 'Ergonomic Stretch', intensityLabel: 'Light', stretchIds: ['a1', 'b2'] },
    });
  });
});

describe('every body the wizard sends is one the API accepts', () => {
  it('validates against CreateExerciseEntryRequest', () => {
    const bodies = [
      detailsEntry(
        run(
          { kind: 'pickType', exerciseType: 'run' },
          { kind: 'setIntensity', intensity: 'low' },
          { kind: 'setCustomMinutes', value: '600' }, // 7.0 x 70 x 10 = 4900 kcal
        ),
      ),
      detailsEntry(
        run(
          { kind: 'pickType', exerciseType: 'manual' },
          { kind: 'pickPreset', minutes: 15 },
          { kind: 'setManualCalories', value: '0' },
          { kind: 'setNotes', value: 'x'.repeat(2000) },
          { kind: 'setName', value: 'n'.repeat(200) },
        ),
      ),
      describedEntry(run({ kind: 'setDescribeText', value: 'walk' }, { kind: 'analysed', text: 'walk', result: walk })),
      stretchSessionEntry([
        { ...chinTuck, id: '0b0f2a4e-6c1d-4f8e-9a3b-2d5c7e9f1a2b' },
        { ...upperTrap, id: '5e6f7a8b-9c0d-4e1f-8a2b-3c4d5e6f7a8b' },
      ]),
    ];
    for (const body of bodies) {
      expect(body).not.toBeNull();
      expect(CreateExerciseEntryRequest.safeParse(body).error).toBeUndefined();
    }
  });
});
