import {
  cmToFtIn,
  ftInToCm,
  kgToLb,
  lbToKg,
  type BodySex,
  type GoalValues,
  type WeightGoal,
} from '@chairside/contracts/web';

/*
 * What the Body Measurements dialog remembers between keystrokes, free of React so each change can
 * be checked by hand. The fields hold the text as typed; `measured` reads numbers from them.
 */

export type Units = 'metric' | 'imperial';
export type TypedField = 'heightCm' | 'weightKg' | 'ft' | 'inch' | 'lb' | 'age';

export interface MeasurementsForm {
  units: Units;
  heightCm: string;
  weightKg: string;
  ft: string;
  inch: string;
  lb: string;
  age: string;
  sex: BodySex | '';
  goal: WeightGoal;
  /** Goals waiting for 'Use These Goals' in the confirmation dialog. */
  proposed: GoalValues | null;
}

export type MeasurementsAction =
  | { kind: 'type'; field: TypedField; value: string }
  | { kind: 'switchUnits'; units: Units }
  | { kind: 'pickSex'; sex: BodySex | '' }
  | { kind: 'pickGoal'; goal: WeightGoal }
  | { kind: 'propose'; goals: GoalValues | null }
  | { kind: 'proposalClosed' };

const num = (s: string) => (s.trim() === '' || Number.isNaN(Number(s)) ? null : Number(s));
const fixed = (n: number, d = 1) => String(Math.round(n * 10 ** d) / 10 ** d);

/** The form filled from the saved profile, in metric, with both unit systems' fields ready. */
export function initialMeasurements(
  profile: { height?: number | null; weight?: number | null; age?: number | null; sex?: BodySex | null } | undefined,
): MeasurementsForm {
  const height = profile?.height;
  const weight = profile?.weight;
  return {
    units: 'metric',
    heightCm: height ? String(height) : '',
    weightKg: weight ? String(weight) : '',
    ft: height ? String(cmToFtIn(height).ft) : '',
    inch: height ? String(cmToFtIn(height).inches) : '',
    lb: weight ? fixed(kgToLb(weight)) : '',
    age: profile?.age ? String(profile.age) : '',
    sex: profile?.sex ?? '',
    goal: 'auto',
    proposed: null,
  };
}

/** Height (cm), weight (kg) and age as numbers, or null where a field is empty or not a number. */
export function measured(form: MeasurementsForm): { height: number | null; weight: number | null; age: number | null } {
  // The metric values are the truth; the imperial fields convert to them.
  const ft = num(form.ft);
  const lb = num(form.lb);
  const height = form.units === 'metric' ? num(form.heightCm) : ft !== null ? ftInToCm(ft, num(form.inch) ?? 0) : null;
  const weight = form.units === 'metric' ? num(form.weightKg) : lb !== null ? Math.round(lbToKg(lb) * 10) / 10 : null;
  return { height, weight, age: num(form.age) };
}

export function measurementsReducer(form: MeasurementsForm, action: MeasurementsAction): MeasurementsForm {
  switch (action.kind) {
    case 'type':
      return { ...form, [action.field]: action.value };
    case 'switchUnits': {
      if (action.units === form.units) return form;
      // The other system's fields take what was typed in this one; an empty value leaves them be.
      const { height, weight } = measured(form);
      const next = { ...form, units: action.units };
      if (action.units === 'imperial') {
        if (height) {
          next.ft = String(cmToFtIn(height).ft);
          next.inch = String(cmToFtIn(height).inches);
        }
        if (weight) next.lb = fixed(kgToLb(weight));
      } else {
        if (height) next.heightCm = String(height);
        if (weight) next.weightKg = fixed(weight);
      }
      return next;
    }
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
