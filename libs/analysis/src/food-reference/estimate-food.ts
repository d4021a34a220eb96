import { scalePer100g, type FoodAnalysisResult, type VoiceUnit } from '@chairside/contracts';
import type { Portions, ReferenceFood } from './foods';
import { matchFood } from './matching';

export interface NamedFoodQuery {
  foodName: string;
  quantity: number;
  unit: VoiceUnit;
}

const WEIGHT_G: Partial<Record<VoiceUnit, number>> = { gram: 1, ounce: 28.3495, pound: 453.592 };
const UNIT_WORDS: Record<VoiceUnit, [one: string, many: string]> = {
  cup: ['cup', 'cups'],
  tablespoon: ['tablespoon', 'tablespoons'],
  teaspoon: ['teaspoon', 'teaspoons'],
  ounce: ['oz', 'oz'],
  pound: ['lb', 'lb'],
  gram: ['g', 'g'],
  piece: ['piece', 'pieces'],
  slice: ['slice', 'slices'],
  serving: ['serving', 'servings'],
};
/**
 * What the unknown-food estimate assumes: a mixed dish, 150 kcal per 100 g, 16/48/36 % of energy.
 * Its sugars, fibre, saturated fat and sodium stay unknown (null): a guess would count toward the
 * day's totals as if it were known.
 */
const UNKNOWN_PER_100G = {
  kcal: 150,
  protein: 6,
  carbs: 18,
  fat: 6,
  sugars: null as number | null,
  fibre: null as number | null,
  saturatedFat: null as number | null,
  sodium: null as number | null,
};
const UNKNOWN_PORTIONS: Portions = { serving: 150, cup: 240, tablespoon: 15, teaspoon: 5, piece: 100, slice: 30 };

/** Grams of one unit of this food, and the assumption made when the table has no such measure. */
function gramsPerUnit(unit: VoiceUnit, g: Portions): { grams: number; assumed?: string } {
  const weight = WEIGHT_G[unit];
  if (weight) return { grams: weight };
  const direct = g[unit as keyof Portions];
  if (direct) return { grams: direct };
  switch (unit) {
    case 'cup':
      return g.tablespoon
        ? { grams: g.tablespoon * 16, assumed: 'a cup as 16 tablespoons' }
        : { grams: 240, assumed: 'a cup as 240 g' };
    case 'tablespoon':
      return g.cup
        ? { grams: g.cup / 16, assumed: 'a tablespoon as 1/16 cup' }
        : g.teaspoon
          ? { grams: g.teaspoon * 3 }
          : { grams: 15, assumed: 'a tablespoon as 15 g' };
    case 'teaspoon':
      return g.tablespoon
        ? { grams: g.tablespoon / 3 }
        : g.cup
          ? { grams: g.cup / 48, assumed: 'a teaspoon as 1/48 cup' }
          : { grams: 5, assumed: 'a teaspoon as 5 g' };
    case 'piece':
      return g.slice
        ? { grams: g.slice, assumed: 'a piece as one slice' }
        : { grams: g.serving, assumed: 'a piece as one serving' };
    case 'slice':
      return g.piece
        ? { grams: g.piece, assumed: 'a slice as one piece' }
        : { grams: g.serving, assumed: 'a slice as one serving' };
    default:
      return { grams: g.serving };
  }
}

const capitalise = (s: string) => s.charAt(0).toUpperCase() + s.slice(1);
const r1 = (n: number) => Math.round(n * 10) / 10;
const amountText = (q: NamedFoodQuery) => `${r1(q.quantity)} ${UNIT_WORDS[q.unit][q.quantity === 1 ? 0 : 1]}`;

/** The reference table counts energy as `kcal`; the shared scaling takes the entry's names. */
const scaled = (
  {
    kcal,
    protein,
    carbs,
    fat,
    sugars,
    fibre,
    saturatedFat,
    sodium,
  }: typeof UNKNOWN_PER_100G | ReferenceFood['per100g'],
  grams: number,
) => scalePer100g({ calories: kcal, protein, carbs, fat, sugars, fibre, saturatedFat, sodium }, grams);

/**
 * Nutrition of a named food and amount from the USDA reference table. The answer keeps the user's
 * own words as the name; the matched reference food is its one ingredient and the note says how
 * the amount was read. An unknown food gets a rough estimate that says so (confidence below 0.5).
 */
export function estimateNamedFood(q: NamedFoodQuery): FoodAnalysisResult {
  const name = capitalise(q.foodName.trim().replace(/\s+/g, ' '));
  const match = matchFood(q.foodName);
  if (!match) {
    const { grams } = gramsPerUnit(q.unit, UNKNOWN_PORTIONS);
    const total = grams * q.quantity;
    return {
      foodName: name,
      ...scaled(UNKNOWN_PER_100G, total),
      confidence: 0.3,
      note: `'${name}' is not in our reference table; this is a rough estimate (${amountText(q)} ≈ ${Math.round(total)} g at 150 kcal per 100 g). Adjust it before saving.`,
      ingredients: [],
    };
  }
  const { food } = match;
  const { grams, assumed } = gramsPerUnit(q.unit, food.grams);
  const total = grams * q.quantity;
  return {
    foodName: name,
    ...scaled(food.per100g, total),
    confidence: match.exact ? 0.9 : 0.75,
    note: `${amountText(q)} ≈ ${Math.round(total)} g of ${food.name.toLowerCase()} (USDA reference values${assumed ? `; ${assumed}` : ''}).`,
    ingredients: [food.name],
  };
}
