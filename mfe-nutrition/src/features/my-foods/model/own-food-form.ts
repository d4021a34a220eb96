import { SaveOwnFoodRequest } from '@chairside/contracts';
import { type Nutrients, type OwnFood } from '@chairside/contracts/web';
import { per100gFromServing, perServingFrom100g, roundNutrients } from '@chairside/contracts/web-lazy';
import type { z } from 'zod';
import { t } from '../../../shared/i18n';
import { amountText, optionalAmount } from '../../../shared/lib/amount';

/** The own-food form as typed: every number a string, blank for unknown. */
export interface OwnFoodForm {
  name: string;
  brand: string;
  servingName: string;
  servingGrams: string;
  /** Whether the values below are for one serving or for 100 g, as the label gives them. */
  valuesPer: 'serving' | '100g';
  calories: string;
  protein: string;
  carbs: string;
  fat: string;
  sugars: string;
  fibre: string;
  saturatedFat: string;
  sodium: string;
}

export type OwnFoodField = keyof OwnFoodForm;

export const EMPTY_OWN_FOOD: OwnFoodForm = {
  name: '',
  brand: '',
  servingName: '',
  servingGrams: '',
  valuesPer: 'serving',
  calories: '',
  protein: '',
  carbs: '',
  fat: '',
  sugars: '',
  fibre: '',
  saturatedFat: '',
  sodium: '',
};

/** The form filled with a saved food, its values as they were typed. */
export const formFromOwnFood = (f: OwnFood): OwnFoodForm => ({
  name: f.name,
  brand: f.brand ?? '',
  servingName: f.serving?.name ?? '',
  servingGrams: amountText(f.serving?.grams),
  valuesPer: f.valuesPer,
  calories: String(f.values.calories),
  protein: String(f.values.protein),
  carbs: String(f.values.carbs),
  fat: String(f.values.fat),
  sugars: amountText(f.values.sugars),
  fibre: amountText(f.values.fibre),
  saturatedFat: amountText(f.values.saturatedFat),
  sodium: amountText(f.values.sodium),
});

/** Blank macros are 0 (as on the entry form); blank sugars, fibre, saturated fat and sodium are unknown. */
const valuesOf = (f: OwnFoodForm): Nutrients => ({
  calories: optionalAmount(f.calories) ?? Number.NaN,
  protein: optionalAmount(f.protein) ?? 0,
  carbs: optionalAmount(f.carbs) ?? 0,
  fat: optionalAmount(f.fat) ?? 0,
  sugars: optionalAmount(f.sugars),
  fibre: optionalAmount(f.fibre),
  saturatedFat: optionalAmount(f.saturatedFat),
  sodium: optionalAmount(f.sodium),
});

/** The serving, when its grams are given; a serving without a name is 'serving'. */
function servingOf(f: OwnFoodForm): { name: string; grams: number } | null {
  const grams = optionalAmount(f.servingGrams);
  if (grams === null && !f.servingName.trim()) return null;
  return { name: f.servingName.trim() || 'serving', grams: grams ?? Number.NaN };
}

export type OwnFoodCheck =
  | { ok: true; body: z.output<typeof SaveOwnFoodRequest> }
  | { ok: false; errors: Partial<Record<OwnFoodField, string>> };

/** Where the contract's path for an issue is shown on the form. */
function fieldOf(path: readonly PropertyKey[]): OwnFoodField {
  const [first, second] = path;
  if (first === 'values' && typeof second === 'string' && second in EMPTY_OWN_FOOD) return second as OwnFoodField;
  if (first === 'serving') return second === 'name' ? 'servingName' : 'servingGrams';
  return first === 'brand' ? 'brand' : 'name';
}

const sentence = (m: string) => m.charAt(0).toUpperCase() + m.slice(1) + (m.endsWith('.') ? '' : '.');

/** The contract's own rules, each message under its field; calories are the one value always needed. */
export function checkOwnFood(f: OwnFoodForm): OwnFoodCheck {
  const errors: Partial<Record<OwnFoodField, string>> = {};
  if (!f.calories.trim()) errors.calories = t('Please enter the calories.');
  const parsed = SaveOwnFoodRequest.safeParse({
    name: f.name,
    brand: f.brand,
    serving: servingOf(f),
    valuesPer: f.valuesPer,
    values: valuesOf(f),
  });
  if (parsed.success && !errors.calories) return { ok: true, body: parsed.data };
  for (const issue of parsed.success ? [] : parsed.error.issues) {
    const field = fieldOf(issue.path);
    errors[field] ??=
      field === 'servingGrams' && issue.path.length === 1
        ? t('Give the serving’s grams to enter values per serving.')
        : sentence(issue.message);
  }
  return { ok: false, errors };
}

/** The values the other way round (per 100 g from a serving, or a serving from 100 g), as they will show. */
export function otherBasis(f: OwnFoodForm): { label: string; values: Nutrients } | null {
  const serving = servingOf(f);
  const values = valuesOf(f);
  if (!serving || !(serving.grams > 0) || !Number.isFinite(values.calories)) return null;
  return f.valuesPer === 'serving'
    ? { label: t('Per 100 g'), values: roundNutrients(per100gFromServing(values, serving.grams)) }
    : {
        // A serving without a name is saved as 'serving', which the member's language words itself.
        label: f.servingName.trim()
          ? t('Per {{serving}} ({{grams}} g)', { serving: serving.name, grams: serving.grams })
          : t('Per serving ({{grams}} g)', { grams: serving.grams }),
        values: roundNutrients(perServingFrom100g(values, serving.grams)),
      };
}
