import type { WizardGoal } from '@chairside/contracts/web';

/*
 * The goals wizard's answers and the step it is on, free of React so each change can be checked by
 * hand: 0 workouts, 1 height and weight, 2 goal, 3 the custom plan.
 */

export type WizardStep = 0 | 1 | 2 | 3;

export interface GoalsWizardState {
  step: WizardStep;
  /** Workouts a week (1, 4 or 6), none until picked. */
  workouts: number | null;
  heightCm: number;
  weightKg: number;
  goal: WizardGoal | null;
}

export type GoalsWizardAction =
  | { kind: 'pickWorkouts'; workouts: number }
  | { kind: 'setHeight'; cm: number }
  | { kind: 'setWeight'; kg: number }
  | { kind: 'pickGoal'; goal: WizardGoal }
  | { kind: 'continue' }
  | { kind: 'back' };

/** The progress bar on each step: the three questions fill it, and the plan keeps it full. */
export const WIZARD_PROGRESS: Record<WizardStep, number> = { 0: 33, 1: 66, 2: 100, 3: 100 };

/** Height and weight start from the profile, rounded to the pickers' whole values, else 170 cm and 70 kg. */
export function initialGoalsWizard(
  profile: { height?: number | null; weight?: number | null } | undefined,
): GoalsWizardState {
  return {
    step: 0,
    workouts: null,
    heightCm: profile?.height ? Math.round(profile.height) : 170,
    weightKg: profile?.weight ? Math.round(profile.weight) : 70,
    goal: null,
  };
}

/** Continue needs an answer on the two choice steps; the pickers always hold one. */
export function canContinue(state: GoalsWizardState): boolean {
  if (state.step === 0) return state.workouts !== null;
  if (state.step === 2) return state.goal !== null;
  return true;
}

export function goalsWizardReducer(state: GoalsWizardState, action: GoalsWizardAction): GoalsWizardState {
  switch (action.kind) {
    case 'pickWorkouts':
      return { ...state, workouts: action.workouts };
    case 'setHeight':
      return { ...state, heightCm: action.cm };
    case 'setWeight':
      return { ...state, weightKg: action.kg };
    case 'pickGoal':
      return { ...state, goal: action.goal };
    case 'continue':
      return state.step < 3 && canContinue(state) ? { ...state, step: (state.step + 1) as WizardStep } : state;
    case 'back':
      return state.step > 0 ? { ...state, step: (state.step - 1) as WizardStep } : state;
  }
}
