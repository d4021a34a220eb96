import {
  canContinue,
  goalsWizardReducer,
  initialGoalsWizard,
  type GoalsWizardAction,
  type GoalsWizardState,
} from './wizard-state';

const run = (state: GoalsWizardState, ...actions: GoalsWizardAction[]) => actions.reduce(goalsWizardReducer, state);

describe('goals wizard steps', () => {
  it('starts on the first question with the profile rounded, or 170 cm and 70 kg', () => {
    expect(initialGoalsWizard({ height: 181.6, weight: 82.4 })).toEqual({
      step: 0,
      workouts: null,
      heightCm: 182,
      weightKg: 82,
      goal: null,
    });
    expect(initialGoalsWizard(undefined)).toMatchObject({ heightCm: 170, weightKg: 70 });
    expect(initialGoalsWizard({ height: null, weight: 0 })).toMatchObject({ heightCm: 170, weightKg: 70 });
  });

  it('does not continue past a question not answered', () => {
    const start = initialGoalsWizard(undefined);
    expect(canContinue(start)).toBe(false);
    expect(goalsWizardReducer(start, { kind: 'continue' })).toBe(start);
    const atGoal = run(start, { kind: 'pickWorkouts', workouts: 4 }, { kind: 'continue' }, { kind: 'continue' });
    expect(atGoal.step).toBe(2);
    expect(canContinue(atGoal)).toBe(false);
    expect(goalsWizardReducer(atGoal, { kind: 'continue' }).step).toBe(2);
  });

  it('walks all four steps with the answers kept, and stops at the plan', () => {
    const plan = run(
      initialGoalsWizard(undefined),
      { kind: 'pickWorkouts', workouts: 6 },
      { kind: 'continue' },
      { kind: 'setHeight', cm: 180 },
      { kind: 'setWeight', kg: 82 },
      { kind: 'continue' },
      { kind: 'pickGoal', goal: 'lose' },
      { kind: 'continue' },
      { kind: 'continue' },
    );
    expect(plan).toEqual({ step: 3, workouts: 6, heightCm: 180, weightKg: 82, goal: 'lose' });
  });

  it('Back keeps the answers and stops at the first step', () => {
    const second = run(initialGoalsWizard(undefined), { kind: 'pickWorkouts', workouts: 1 }, { kind: 'continue' });
    const first = goalsWizardReducer(second, { kind: 'back' });
    expect(first).toMatchObject({ step: 0, workouts: 1 });
    expect(goalsWizardReducer(first, { kind: 'back' })).toBe(first);
  });
});
