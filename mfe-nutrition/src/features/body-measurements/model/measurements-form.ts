import {
  type BodySex,
  type BodyText,
  type BodyUnits,
  type GoalValues,
  type WeightGoal,
  bodyText,
  readAge,
  readHeight,
  readWeight,
  switchBodyUnits,
} from '@chairside/contracts/web';

/*
 * What the Body Measurements dialog remembers between keystrokes, free of React so each change can
 * be checked by hand. Height and weight are the shared fields' text (`BodyText`); `measured` reads
 * numbers from them.
 */

export interface MeasurementsForm {
  units: BodyUnits;
  body: BodyText;
  /** Asked only when the profile has no age (the profile's own age is used otherwise). */
  age: string;
  sex: BodySex | '';
  goal: WeightGoal;
  /** Goals waiting for 'Use These Goals' in the confirmation dialog. */
  proposed: GoalValues | null;
}

export type MeasurementsAction =
  | { kind: 'typeBody'; body: BodyText }
  | { kind: 'typeAge'; age: string }
  | { kind: 'switchUnits'; units: BodyUnits }
  | { kind: 'pickSex'; sex: BodySex | '' }
  | { kind: 'pickGoal'; goal: WeightGoal }
  | { kind: 'propose'; goals: GoalValues | null }
  | { kind: 'proposalClosed' };

/** The form filled from the saved profile, in metric. */
export function initialMeasurements(
  profile: { height?: number | null; weight?: number | null; age?: number | null; sex?: BodySex | null } | undefined,
): MeasurementsForm {
  return {
    units: 'metric',
    body: bodyText(profile?.height, profile?.weight),
    age: profile?.age ? String(profile.age) : '',
    sex: profile?.sex ?? '',
    goal: 'auto',
    proposed: null,
  };
}

/** Height (cm), weight (kg) and age as numbers, or null where a field is empty or out of range. */
export function measured(form: MeasurementsForm): { height: number | null; weight: number | null; age: number | null } {
  return {
    height: readHeight(form.body, form.units).value,
    weight: readWeight(form.body, form.units).value,
    age: readAge(form.age).value,
  };
}

export function measurementsReducer(form: MeasurementsForm, action: MeasurementsAction): MeasurementsForm {
  switch (action.kind) {
    case 'typeBody':
      return { ...form, body: action.body };
    case 'typeAge':
      return { ...form, age: action.age };
    case 'switchUnits':
      if (action.units === form.units) return form;
      return { ...form, units: action.units, body: switchBodyUnits(form.body, form.units, action.units) };
    case 'pickSex':
      return { ...form, sex: action.sex };
    case 'pickGoal':
      return { ...form, goal: action.goal };
    case 'propose':
      return { ...form, proposed: action.goals };
    case 'proposalClosed':
      return { ...form, proposed: null };
  }
}
