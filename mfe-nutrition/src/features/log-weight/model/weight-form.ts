import { kgToLb, lbToKg, type BodyUnits, type WeighIn, IMPERIAL_LIMITS } from '@chairside/contracts/web';
import { storedKg, WEIGH_IN_LIMITS } from '@chairside/contracts/web-lazy';
import { t as translate } from '../../../shared/i18n';

/** The Log weight dialog: the day, the weight as typed, its unit, and the API's refusal if any. */
export interface WeightForm {
  /** The weigh-in being corrected; null when logging a new one. */
  editing: { id: string; date: string; weightKg: number } | null;
  date: string;
  text: string;
  units: BodyUnits;
  /** A refusal the member can put right (400, 409, 429), in the API's words. */
  refusal: string | null;
}

export type WeightFormAction =
  | { kind: 'typeDate'; date: string }
  | { kind: 'typeWeight'; text: string }
  | { kind: 'switchUnits'; units: BodyUnits }
  /** The profile's weight answered after the dialog opened: the starting point, unless one was typed. */
  | { kind: 'lastWeightKnown'; kg: number }
  | { kind: 'refused'; message: string };

const oneDecimal = (n: number) => String(Math.round(n * 10) / 10);

/** A weight in kg as the field shows it in `units`, one decimal. */
export const weightText = (kg: number, units: BodyUnits) => oneDecimal(units === 'metric' ? kg : kgToLb(kg, true));

export function initialWeightForm(init: {
  today: string;
  units: BodyUnits;
  editing?: Pick<WeighIn, 'id' | 'date' | 'weightKg'> | null;
  /** The latest weight, as a starting point to change by a few tenths. */
  lastKg?: number | null;
}): WeightForm {
  const editing = init.editing ?? null;
  const startKg = editing?.weightKg ?? init.lastKg ?? null;
  return {
    editing: editing ? { id: editing.id, date: editing.date, weightKg: editing.weightKg } : null,
    date: editing?.date ?? init.today,
    text: startKg === null ? '' : weightText(startKg, init.units),
    units: init.units,
    refusal: null,
  };
}

const NUMBER = /^\d+([.,]\d+)?$/;

/** The typed weight in kg (two decimals) or why it cannot be saved; empty says nothing yet. */
export function readWeighIn(text: string, units: BodyUnits): { kg: number | null; error: string | null } {
  const t = text.trim();
  if (t === '') return { kg: null, error: null };
  const unit = units === 'metric' ? 'kg' : 'lbs';
  if (!NUMBER.test(t)) return { kg: null, error: translate('Enter your weight as a number of {{unit}}.', { unit }) };
  const n = Number(t.replace(',', '.'));
  const { min, max } =
    units === 'metric' ? { min: WEIGH_IN_LIMITS.minKg, max: WEIGH_IN_LIMITS.maxKg } : IMPERIAL_LIMITS.weightLb;
  if (n < min || n > max)
    return { kg: null, error: translate('Weight must be between {{min}} and {{max}} {{unit}}.', { min, max, unit }) };
  return { kg: storedKg(units === 'metric' ? n : lbToKg(n, true)), error: null };
}

/** The day or why not: a real day from 2000 on, not after the member's today. */
export function dateError(date: string, today: string): string | null {
  if (!/^\d{4}-\d{2}-\d{2}$/.test(date)) return translate('Choose the day of the weigh-in.');
  if (date > today) return translate('The day cannot be in the future.');
  if (date < WEIGH_IN_LIMITS.earliestDate) return translate('Choose a day from 2000 on.');
  return null;
}

export function weightFormReducer(form: WeightForm, action: WeightFormAction): WeightForm {
  switch (action.kind) {
    case 'typeDate':
      return { ...form, date: action.date, refusal: null };
    case 'typeWeight':
      return { ...form, text: action.text, refusal: null };
    case 'lastWeightKnown':
      return form.editing || form.text !== '' ? form : { ...form, text: weightText(action.kg, form.units) };
    case 'switchUnits': {
      if (action.units === form.units) return form;
      // What was typed, converted; a wrong or empty value stays as typed for the member to correct.
      const { kg } = readWeighIn(form.text, form.units);
      return { ...form, units: action.units, text: kg === null ? form.text : weightText(kg, action.units) };
    }
    case 'refused':
      return { ...form, refusal: action.message };
  }
}

/** What Save sends: the whole weigh-in for a new one, only what changed for a correction (null: nothing). */
export function weighInChanges(
  form: WeightForm,
  kg: number,
): { date: string; weightKg: number } | { date?: string; weightKg?: number } | null {
  if (!form.editing) return { date: form.date, weightKg: kg };
  const changes = {
    ...(form.date !== form.editing.date ? { date: form.date } : {}),
    ...(Math.abs(kg - form.editing.weightKg) >= 0.005 ? { weightKg: kg } : {}),
  };
  return Object.keys(changes).length ? changes : null;
}
