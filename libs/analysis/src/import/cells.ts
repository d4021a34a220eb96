import { FOOD_ENTRY_LIMITS, MEAL_TYPES, type MealType } from '@chairside/contracts';

/** A reason a row is left out; the message is the member's. */
export class RowProblem extends Error {}

/** YYYY-MM-DD that exists. Both apps write dates so in their exports. */
export function isoDate(raw: string, column: string): string {
  const s = raw.trim();
  const d = new Date(`${s}T00:00:00Z`);
  if (!/^\d{4}-\d{2}-\d{2}$/.test(s) || Number.isNaN(d.getTime()) || d.toISOString().slice(0, 10) !== s)
    throw new RowProblem(s === '' ? `${column} is empty` : `${column} "${clip(s)}" is not a date written YYYY-MM-DD`);
  return s;
}

/**
 * A number as the exports write it: "1050", "1050.0", "1,050.0" (MyFitnessPal quotes thousands
 * separators); empty is unknown (null). Negative or not a number is a problem with the row.
 */
export function amountOrNull(raw: string | undefined, column: string): number | null {
  const s = (raw ?? '').trim();
  if (s === '') return null;
  const plain = /^\d{1,3}(,\d{3})+(\.\d+)?$/.test(s) ? s.replace(/,/g, '') : s;
  const n = Number(plain);
  if (!Number.isFinite(n) || !/^[+-]?(\d+\.?\d*|\.\d+)([eE][+-]?\d+)?$/.test(plain))
    throw new RowProblem(`${column} "${clip(s)}" is not a number`);
  if (n < 0) throw new RowProblem(`${column} ${s} is negative`);
  return n;
}

/** A number held to the limit a food entry accepts. */
export function withinLimit(n: number | null, max: number, column: string): number | null {
  if (n !== null && n > max) throw new RowProblem(`${column} ${n} is more than ${max}`);
  return n;
}

export const LIMITS = FOOD_ENTRY_LIMITS;

/** Our four meals; any other meal or group name an app lets members make up is a snack. */
export function mealOf(name: string): { meal: MealType; known: boolean } {
  const n = name.trim().toLowerCase();
  const meal = (MEAL_TYPES as readonly string[]).find((m) => n === m || n === `${m}s`) as MealType | undefined;
  return meal ? { meal, known: true } : { meal: 'snack', known: false };
}

/** "7:05 PM", "07:05", "19:05:00" → "19:05"; anything else → null (the meal's usual hour). */
export function timeOfDay(raw: string | undefined): string | null {
  const m = /^(\d{1,2}):(\d{2})(?::\d{2})?\s*([AaPp][Mm])?$/.exec((raw ?? '').trim());
  if (!m) return null;
  let h = Number(m[1]);
  const min = Number(m[2]);
  if (m[3]) {
    if (h < 1 || h > 12) return null;
    h = (h % 12) + (m[3].toLowerCase() === 'pm' ? 12 : 0);
  }
  if (h > 23 || min > 59) return null;
  return `${String(h).padStart(2, '0')}:${String(min).padStart(2, '0')}`;
}

/** "100.00 g" → 100 of "g"; "1.00 full recipe" → 1 of "full recipe"; otherwise no portion. */
export function portionOf(raw: string | undefined): { amount: number; unit: string } | null {
  const m = /^(\d+(?:\.\d+)?)\s+(.+)$/.exec((raw ?? '').trim());
  if (!m) return null;
  const amount = Number(m[1]);
  const unit = (m[2] ?? '').trim().slice(0, LIMITS.portionUnitChars);
  if (!(amount > 0) || amount > LIMITS.portionAmount || unit === '') return null;
  return { amount, unit };
}

export const clip = (s: string) => (s.length > 40 ? `${s.slice(0, 40)}…` : s);
