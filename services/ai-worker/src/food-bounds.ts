import { FOOD_ENTRY_LIMITS, type FoodAnalysisResult } from '@chairside/contracts';
import { z } from 'zod';

/**
 * Every food analysis answer (model, Open Food Facts, reference table) is brought within
 * what a food entry accepts (FOOD_ENTRY_LIMITS), so the user can always save what they are shown.
 * Texts beyond the entry's own fields are capped here too (decisions.md "Hardening").
 */
export const ANALYSIS_TEXT_LIMITS = { noteChars: 300, ingredients: 20, ingredientChars: 100 } as const;

export const ADJUSTED_NOTE =
  'Some values were outside what an entry accepts and were brought within range: please check them.';
/** The most an adjusted answer claims to be sure of. */
const ADJUSTED_CONFIDENCE = 0.3;

/** A model's number: a number, or a numeric string ("612", "612 kcal"); anything else is NaN. */
const looseNumber = z
  .union([z.number(), z.string(), z.null()])
  .transform((v) => (typeof v === 'number' ? v : typeof v === 'string' ? Number.parseFloat(v) : Number.NaN));

/**
 * What we accept from a model before bounding it: loose about types and ranges (a negative or huge
 * value is clamped, not refused), strict only about what cannot be made meaningful: calories and
 * macros that are not finite numbers are asked for again, then refused with our own message.
 */
export const ModelFoodAnswer = z
  .object({
    foodName: z.string().catch(''),
    calories: looseNumber,
    protein: looseNumber,
    carbs: looseNumber,
    fat: looseNumber,
    /** Optional: a provider that does not know them (or an older prompt) leaves the sugars unknown. */
    sugars: looseNumber.optional().catch(undefined),
    confidence: looseNumber.optional().catch(undefined),
    note: z.string().optional().catch(undefined),
    ingredients: z.array(z.unknown()).catch([]),
  })
  .refine((a) => [a.calories, a.protein, a.carbs, a.fat].every(Number.isFinite), {
    message: 'calories, protein, carbs and fat must be numbers',
  });
export type ModelFoodAnswer = z.infer<typeof ModelFoodAnswer>;

/**
 * Whitespace and control characters folded to single spaces, then at most `max` UTF-16 units (what
 * zod's `.max()` counts), never cutting a surrogate pair; a cut text ends with '…'.
 */
export function capText(text: string, max: number): string {
  // Only the start can survive the cut: fold no more than that (a 200 KB text costs nothing here).
  const head = text.length > max * 4 ? text.slice(0, max * 4) : text;
  const folded = head.replace(/[\s\u0000-\u001f\u007f]+/g, ' ').trim();
  if (folded.length <= max && head === text) return folded;
  let cut = folded.slice(0, max - 1);
  if (/[\ud800-\udbff]$/.test(cut)) cut = cut.slice(0, -1);
  return `${cut.trimEnd()}…`;
}

const round1 = (n: number) => Math.round(n * 10) / 10;

/** The answer within a food entry's bounds; values that had to move lower the confidence and say so. */
export function withinEntryBounds(
  answer: Omit<ModelFoodAnswer, 'ingredients' | 'sugars'> & {
    sugars?: number | null;
    fibre?: number | null;
    saturatedFat?: number | null;
    sodium?: number | null;
    ingredients: readonly unknown[];
  },
  fallbackName: string,
): FoodAnalysisResult {
  const L = FOOD_ENTRY_LIMITS;
  let adjusted = false;
  const clamp = (n: number, max: number) => {
    const c = Math.min(max, Math.max(0, n));
    if (c !== n) adjusted = true;
    return c;
  };
  const calories = Math.round(clamp(answer.calories, L.calories));
  const protein = round1(clamp(answer.protein, L.macroGrams));
  const carbs = round1(clamp(answer.carbs, L.macroGrams));
  const fat = round1(clamp(answer.fat, L.macroGrams));
  // Sugars are carbohydrate: more sugars than carbs is a wrong answer, brought to the carbs. Unknown
  // (absent, null, not a number) stays unknown rather than becoming 0.
  // Compared after rounding, so 20.04 g of sugars in 20.04 g of carbs is not an adjustment.
  const sugars =
    answer.sugars === undefined || answer.sugars === null || !Number.isFinite(answer.sugars)
      ? undefined
      : clamp(round1(answer.sugars), carbs);
  // Saturated fat is part of the fat, brought within it the same way; fibre is held to the entry's
  // limit only (EU labels count carbohydrate without it); sodium is whole milligrams.
  const known = (v: number | null | undefined): v is number => v !== undefined && v !== null && Number.isFinite(v);
  const fibre = known(answer.fibre) ? clamp(round1(answer.fibre), L.macroGrams) : undefined;
  const saturatedFat = known(answer.saturatedFat) ? clamp(round1(answer.saturatedFat), fat) : undefined;
  const sodium = known(answer.sodium) ? clamp(Math.round(answer.sodium), L.sodiumMg) : undefined;
  const confidence = Number.isFinite(answer.confidence) ? Math.min(1, Math.max(0, answer.confidence!)) : 0;
  // Our own sentence about adjusted values always fits: the answer's note gives way to it.
  const room = ANALYSIS_TEXT_LIMITS.noteChars - (adjusted ? ADJUSTED_NOTE.length + 1 : 0);
  const note = capText(answer.note ?? '', room);
  return {
    foodName: capText(answer.foodName, L.foodNameChars) || fallbackName,
    calories,
    protein,
    carbs,
    fat,
    ...(sugars === undefined ? {} : { sugars }),
    ...(fibre === undefined ? {} : { fibre }),
    ...(saturatedFat === undefined ? {} : { saturatedFat }),
    ...(sodium === undefined ? {} : { sodium }),
    confidence: adjusted ? Math.min(confidence, ADJUSTED_CONFIDENCE) : confidence,
    note: adjusted ? (note ? `${note} ${ADJUSTED_NOTE}` : ADJUSTED_NOTE) : note || undefined,
    ingredients: answer.ingredients
      .slice(0, ANALYSIS_TEXT_LIMITS.ingredients * 2)
      .filter((i): i is string => typeof i === 'string')
      .map((i) => capText(i, ANALYSIS_TEXT_LIMITS.ingredientChars))
      .filter(Boolean)
      .slice(0, ANALYSIS_TEXT_LIMITS.ingredients),
  };
}
