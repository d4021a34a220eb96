import {
  type BodySex,
  type BodyText,
  type BodyUnits,
  type WizardAnswers,
  type WizardGoal,
  bodyText,
  readAge,
  readHeight,
  readWeight,
  switchBodyUnits,
} from '@chairside/contracts/web';

/*
 * The goals wizard's answers and the step it is on, free of React so each change can be checked by
 * hand: 0 workouts, 1 about you (height, weight, age, sex), 2 goal, 3 the custom plan.
 */

export type WizardStep = 0 | 1 | 2 | 3;

export interface GoalsWizardState {
  step: WizardStep;
  /** Workouts a week (1, 4 or 6), none until picked. */
  workouts: number | null;
  units: BodyUnits;
  /** Height and weight as typed. */
  body: BodyText;
  age: string;
  sex: BodySex | null;
  goal: WizardGoal | null;
}

export type GoalsWizardAction =
  | { kind: 'pickWorkouts'; workouts: number }
  | { kind: 'typeBody'; body: BodyText }
  | { kind: 'switchUnits'; units: BodyUnits }
  | { kind: 'typeAge'; age: string }
  | { kind: 'pickSex'; sex: BodySex }
  | { kind: 'pickGoal'; goal: WizardGoal }
  | { kind: 'continue' }
  | { kind: 'back' };

/** The progress bar on each step: the three questions fill it, and the plan keeps it full. */
export const WIZARD_PROGRESS: Record<WizardStep, number> = { 0: 33, 1: 66, 2: 100, 3: 100 };

/** Starts from what the profile holds; nothing is guessed, so an empty profile gives empty fields. */
export function initialGoalsWizard(
  profile: { height?: number | null; weight?: number | null; age?: number | null; sex?: BodySex | null } | undefined,
): GoalsWizardState {
  return {
    step: 0,
    workouts: null,
    units: 'metric',
    body: bodyText(profile?.height, profile?.weight),
    age: profile?.age ? String(profile.age) : '',
    sex: profile?.sex ?? null,
    goal: null,
  };
}

/** Height (cm), weight (kg), age and sex when all four are given and valid, else null. */
function aboutYou(state: GoalsWizardState): Pick<WizardAnswers, 'heightCm' | 'weightKg' | 'age' | 'sex'> | null {
  const heightCm = readHeight(state.body, state.units).value;
  const weightKg = readWeight(state.body, state.units).value;
  const age = readAge(state.age).value;
  return heightCm !== null && weightKg !== null && age !== null && state.sex
    ? { heightCm, weightKg, age, sex: state.sex }
    : null;
}

/** Every answer the plan needs, or null while one is missing. */
export function wizardAnswers(state: GoalsWizardState): WizardAnswers | null {
  const you = aboutYou(state);
  return you && state.workouts !== null && state.goal
    ? { ...you, workoutsPerWeek: state.workouts, goal: state.goal }
    : null;
}

/** Continue needs an answer on every question step. */
export function canContinue(state: GoalsWizardState): boolean {
  if (state.step === 0) return state.workouts !== null;
  if (state.step === 1) return aboutYou(state) !== null;
  if (state.step === 2) return state.goal !== null;
  return true;
}

export function goalsWizardReducer(state: GoalsWizardState, action: GoalsWizardAction): GoalsWizardState {
  switch (action.kind) {
    case 'pickWorkouts':
      return { ...state, workouts: action.workouts };
    case 'typeBody':
      return { ...state, body: action.body };
    case 'switchUnits':
      return { ...state, units: action.units, body: switchBodyUnits(state.body, state.units, action.units) };
    case 'typeAge':
      return { ...state, age: action.age };
    case 'pickSex':
      return { ...state, sex: action.sex };
    case 'pickGoal':
      return { ...state, goal: action.goal };
    case 'continue':
      return state.step < 3 && canContinue(state) ? { ...state, step: (state.step + 1) as WizardStep } : state;
    case 'back':
      return state.step > 0 ? { ...state, step: (state.step - 1) as WizardStep } : state;
  }
}
