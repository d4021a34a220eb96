import {
  type CreateExerciseEntryRequest,
  type ExerciseAnalysisResult,
  type ExerciseTypeName,
  type IntensityName,
} from '@chairside/contracts/web';
import {
  DEFAULT_WEIGHT_KG,
  DURATION_PRESETS_MINUTES,
  ERGONOMIC_ENTRY,
  EXERCISE_ENTRY_LIMITS as LIMITS,
  EXERCISE_TYPE_LABELS,
  INTENSITY_LABELS,
  exerciseCalories,
  exerciseMet,
  stretchSessionMinutes,
} from '@chairside/contracts/web-lazy';
import { stretchText } from '../../../entities/stretch';
import { t } from '../../../shared/i18n';
import { exerciseTypeLabel } from '../../../shared/i18n/labels';

/*
 * The Log Exercise wizard's rules, free of React so each can be checked by hand:
 * which step follows which, when Continue is allowed, the calories, the default name and the body
 * every save sends. The UI only renders the state and dispatches actions.
 */

/** 1 type, 2 intensity and duration, 3 result and Log, 4 describe, 5 ergonomic stretches. */
export type WizardStep = 1 | 2 | 3 | 4 | 5;
type DurationPreset = (typeof DURATION_PRESETS_MINUTES)[number];

export interface SessionStretch {
  id: string;
  name: string;
  /** Seconds the stretch takes (its `duration`). */
  seconds: number;
  caloriesBurned: number;
}

export interface WizardState {
  step: WizardStep;
  exerciseType: ExerciseTypeName | null;
  intensity: IntensityName | null;
  /** A preset and a custom duration exclude each other: at most one is set. */
  presetMinutes: DurationPreset | null;
  customMinutes: string;
  manualCalories: string;
  notes: string;
  name: string;
  describeText: string;
  /** The analysis of exactly `text`: editing the text afterwards makes it stale, so it is not shown or saved. */
  analysis: { text: string; result: ExerciseAnalysisResult } | null;
  stretches: SessionStretch[];
  /** The member's weight for MET × kg; DEFAULT_WEIGHT_KG (and `weightKnown` false) until the profile says. */
  weightKg: number;
  weightKnown: boolean;
}

export const INITIAL_WIZARD: WizardState = {
  step: 1,
  exerciseType: null,
  intensity: null,
  presetMinutes: null,
  customMinutes: '',
  manualCalories: '',
  notes: '',
  name: '',
  describeText: '',
  analysis: null,
  stretches: [],
  weightKg: DEFAULT_WEIGHT_KG,
  weightKnown: false,
};

export type WizardAction =
  | { kind: 'pickType'; exerciseType: ExerciseTypeName }
  | { kind: 'continue' }
  | { kind: 'back' }
  | { kind: 'setIntensity'; intensity: IntensityName }
  | { kind: 'pickPreset'; minutes: DurationPreset }
  | { kind: 'setCustomMinutes'; value: string }
  | { kind: 'setManualCalories'; value: string }
  | { kind: 'setNotes'; value: string }
  | { kind: 'setName'; value: string }
  | { kind: 'setDescribeText'; value: string }
  | { kind: 'analysed'; text: string; result: ExerciseAnalysisResult }
  | { kind: 'toggleStretch'; stretch: SessionStretch }
  | { kind: 'setWeight'; weightKg: number }
  | { kind: 'reset' };

/** Step 1's Continue leads by type. */
export function stepAfterType(type: ExerciseTypeName): WizardStep {
  if (type === 'describe') return 4;
  if (type === 'ergonomic') return 5;
  return 2;
}

/** The back arrow; describe and ergonomic branch off step 1, so they return there. */
export function previousStep(step: WizardStep): WizardStep {
  return step === 3 ? 2 : 1;
}

/** Manual entries bring their own calories, so intensity is neither shown nor needed. */
export const needsIntensity = (type: ExerciseTypeName | null) => type !== 'manual';

/** Whole minutes within what an entry accepts, or null. */
export function parseMinutes(value: string): number | null {
  const text = value.trim();
  if (!/^\d+$/.test(text)) return null;
  const n = Number(text);
  return n >= LIMITS.minDurationMinutes && n <= LIMITS.maxDurationMinutes ? n : null;
}

/** A calorie amount (decimals allowed) within what an entry accepts, or null. */
export function parseCalories(value: string): number | null {
  const text = value.trim();
  if (!/^\d+(\.\d+)?$|^\.\d+$/.test(text)) return null;
  const n = Number(text);
  return n <= LIMITS.maxCalories ? n : null;
}

/** The chosen duration: the preset, else the custom minutes. */
export function durationMinutes(s: WizardState): number | null {
  return s.presetMinutes ?? parseMinutes(s.customMinutes);
}

/**
 * The longest duration a rated type's calories stay within what an entry accepts, or null when
 * there is no rated type and intensity yet.
 */
export function maxRatedMinutes(s: WizardState): number | null {
  if ((s.exerciseType !== 'run' && s.exerciseType !== 'weight_lifting') || !s.intensity) return null;
  const perMinute = (exerciseMet(s.exerciseType, s.intensity) * s.weightKg) / 60;
  return Math.floor(LIMITS.maxCalories / perMinute);
}

/** Step 2 needs an intensity (not for manual), a duration (within maxRatedMinutes), and for manual a calorie number. */
export function canContinueDetails(s: WizardState): boolean {
  const minutes = durationMinutes(s);
  if (!s.exerciseType || minutes === null) return false;
  if (s.exerciseType === 'manual') return parseCalories(s.manualCalories) !== null;
  if (s.intensity === null) return false;
  const max = maxRatedMinutes(s);
  return max === null || minutes <= max;
}

/** MET of type and intensity × the member's kg × hours; manual uses the entered value. Null while incomplete. */
export function detailsCalories(s: WizardState): number | null {
  const minutes = durationMinutes(s);
  if (minutes === null) return null;
  if (s.exerciseType === 'manual') return parseCalories(s.manualCalories);
  if ((s.exerciseType === 'run' || s.exerciseType === 'weight_lifting') && s.intensity)
    return exerciseCalories(s.exerciseType, s.intensity, minutes, s.weightKg);
  return null;
}

/**
 * The name is optional and defaults to the type's name, or 'Exercise' without one, in the member's
 * language: the entry is logged under the name the form said it would be.
 */
export function defaultName(type: ExerciseTypeName | null): string {
  return type ? exerciseTypeLabel(type) : t('Exercise');
}

const entryName = (s: WizardState) => s.name.trim() || defaultName(s.exerciseType);

/** Step 3's Log: run, weight lifting or manual, with the labels the entry is shown with. */
export function detailsEntry(s: WizardState): CreateExerciseEntryRequest | null {
  const duration = durationMinutes(s);
  const caloriesBurned = detailsCalories(s);
  if (!s.exerciseType || duration === null || caloriesBurned === null || !canContinueDetails(s)) return null;
  const manual = s.exerciseType === 'manual';
  const intensity = manual ? null : s.intensity;
  return {
    exerciseType: s.exerciseType,
    name: entryName(s),
    duration,
    intensity,
    caloriesBurned,
    description: s.notes.trim() || null,
    metadata: {
      exerciseTypeLabel: EXERCISE_TYPE_LABELS[s.exerciseType],
      ...(intensity ? { intensityLabel: INTENSITY_LABELS[intensity] } : {}),
    },
  };
}

/** Describing needs non-blank text. */
export const canAnalyse = (s: WizardState) => s.describeText.trim() !== '';

/** The analysis of the text as it stands, or null when there is none or the text changed since. */
export function currentAnalysis(s: WizardState): ExerciseAnalysisResult | null {
  return s.analysis && s.analysis.text === s.describeText ? s.analysis.result : null;
}

/** Step 4's Save Exercise: the analysed entry as the estimator answered it. */
export function describedEntry(s: WizardState): CreateExerciseEntryRequest | null {
  const r = currentAnalysis(s);
  if (!r) return null;
  return {
    exerciseType: 'describe',
    name: r.name.trim() || defaultName('describe'),
    duration: r.duration,
    intensity: r.intensity,
    caloriesBurned: r.caloriesBurned,
    description: r.description.trim().slice(0, LIMITS.descriptionChars) || null,
    metadata: { exerciseTypeLabel: EXERCISE_TYPE_LABELS.describe, intensityLabel: INTENSITY_LABELS[r.intensity] },
  };
}

export interface StretchSessionTotals {
  count: number;
  seconds: number;
  /** Shown and stored as whole minutes, rounded up. */
  minutes: number;
  /** Whole kcal, as every exercise number is shown. */
  caloriesBurned: number;
}

export function sessionTotals(stretches: readonly SessionStretch[]): StretchSessionTotals {
  const seconds = stretches.reduce((sum, st) => sum + st.seconds, 0);
  const kcal = stretches.reduce((sum, st) => sum + st.caloriesBurned, 0);
  return {
    count: stretches.length,
    seconds,
    minutes: stretchSessionMinutes(seconds),
    caloriesBurned: Math.round(kcal),
  };
}

/** Step 5's Save Stretch Session: one ergonomic entry listing the stretches done (decisions.md labels). */
export function stretchSessionEntry(stretches: readonly SessionStretch[]): CreateExerciseEntryRequest | null {
  if (stretches.length === 0) return null;
  const totals = sessionTotals(stretches);
  return {
    exerciseType: 'ergonomic',
    name: defaultName('ergonomic'),
    duration: totals.minutes,
    intensity: ERGONOMIC_ENTRY.intensity,
    caloriesBurned: totals.caloriesBurned,
    description: stretches
      .map((st) => stretchText(st.name))
      .join(t(', '))
      .slice(0, LIMITS.descriptionChars),
    metadata: { ...ERGONOMIC_ENTRY.metadata, stretchIds: stretches.map((st) => st.id) },
  };
}

export function wizardReducer(s: WizardState, a: WizardAction): WizardState {
  switch (a.kind) {
    case 'pickType':
      return { ...s, exerciseType: a.exerciseType };
    case 'continue':
      if (s.step === 1 && s.exerciseType) return { ...s, step: stepAfterType(s.exerciseType) };
      if (s.step === 2 && canContinueDetails(s)) return { ...s, step: 3 };
      return s;
    case 'back':
      return s.step === 1 ? s : { ...s, step: previousStep(s.step) };
    case 'setIntensity':
      return { ...s, intensity: a.intensity };
    case 'pickPreset':
      return { ...s, presetMinutes: a.minutes, customMinutes: '' };
    case 'setCustomMinutes':
      return { ...s, customMinutes: a.value, presetMinutes: null };
    case 'setManualCalories':
      return { ...s, manualCalories: a.value };
    case 'setNotes':
      return { ...s, notes: a.value };
    case 'setName':
      return { ...s, name: a.value };
    case 'setDescribeText':
      return { ...s, describeText: a.value };
    case 'analysed':
      return { ...s, analysis: { text: a.text, result: a.result } };
    case 'toggleStretch':
      return s.stretches.some((st) => st.id === a.stretch.id)
        ? { ...s, stretches: s.stretches.filter((st) => st.id !== a.stretch.id) }
        : { ...s, stretches: [...s.stretches, a.stretch] };
    case 'setWeight':
      return { ...s, weightKg: a.weightKg, weightKnown: true };
    case 'reset':
      // The weight is the member's, not the entry's: it outlives a reset.
      return { ...INITIAL_WIZARD, weightKg: s.weightKg, weightKnown: s.weightKnown };
  }
}
