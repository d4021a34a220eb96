import {
  canContinue,
  goalsWizardReducer,
  initialGoalsWizard,
  wizardAnswers,
  type GoalsWizardAction,
  type GoalsWizardState,
} from './wizard-state';

const run = (state: GoalsWizardState, ...actions: GoalsWizardAction[]) => actions.reduce(goalsWizardReducer, state);
const empty = { heightCm: '', ft: '', inch: '', weightKg: '', lb: '' };

describe('goals wizard steps', () => {
  it("starts on the first question from the profile's own values, and guesses none", () => {
    expect(initialGoalsWizard({ height: 181.6, weight: 82.4, age: 40, sex: 'male' })).toMatchObject({
      step: 0,
      workouts: null,
      units: 'metric',
      body: { heightCm: '181.6', weightKg: '82.4' },
      age: '40',
      sex: 'male',
      goal: null,
    });
    expect(initialGoalsWizard(undefined)).toMatchObject({ body: empty, age: '', sex: null });
  });

  it('does not continue past a question not answered, nor past a height, weight or age out of range', () => {
    const start = initialGoalsWizard(undefined);
    expect(canContinue(start)).toBe(false);
    expect(goalsWizardReducer(start, { kind: 'continue' })).toBe(start);
    const aboutYou = run(start, { kind: 'pickWorkouts', workouts: 4 }, { kind: 'continue' });
    expect(aboutYou.step).toBe(1);
    const typed = run(
      aboutYou,
      { kind: 'typeBody', body: { ...empty, heightCm: '165', weightKg: '68' } },
      { kind: 'typeAge', age: '40' },
    );
    expect(canContinue(typed)).toBe(false); // no sex yet
    const withSex = goalsWizardReducer(typed, { kind: 'pickSex', sex: 'female' });
    expect(canContinue(withSex)).toBe(true);
    expect(canContinue(goalsWizardReducer(withSex, { kind: 'typeAge', age: '12' }))).toBe(false);
    expect(
      canContinue(
        goalsWizardReducer(withSex, { kind: 'typeBody', body: { ...empty, heightCm: '300', weightKg: '68' } }),
      ),
    ).toBe(false);
  });

  it('walks all four steps with the answers kept, in pounds and feet too, and stops at the plan', () => {
    const plan = run(
      initialGoalsWizard(undefined),
      { kind: 'pickWorkouts', workouts: 6 },
      { kind: 'continue' },
      { kind: 'switchUnits', units: 'imperial' },
      { kind: 'typeBody', body: { ...empty, ft: '7', inch: '0', lb: '150' } },
      { kind: 'typeAge', age: '30' },
      { kind: 'pickSex', sex: 'male' },
      { kind: 'continue' },
      { kind: 'pickGoal', goal: 'lose' },
      { kind: 'continue' },
      { kind: 'continue' },
    );
    expect(plan.step).toBe(3);
    // 7'0" = 84 in × 2.54 = 213.36 → 213.4 cm; 150 lbs / 2.20462 = 68.04 → 68 kg.
    expect(wizardAnswers(plan)).toEqual({
      workoutsPerWeek: 6,
      heightCm: 213.4,
      weightKg: 68,
      age: 30,
      sex: 'male',
      goal: 'lose',
    });
  });

  it('Back keeps the answers and stops at the first step', () => {
    const second = run(initialGoalsWizard(undefined), { kind: 'pickWorkouts', workouts: 1 }, { kind: 'continue' });
    const first = goalsWizardReducer(second, { kind: 'back' });
    expect(first).toMatchObject({ step: 0, workouts: 1 });
    expect(goalsWizardReducer(first, { kind: 'back' })).toBe(first);
  });
});
