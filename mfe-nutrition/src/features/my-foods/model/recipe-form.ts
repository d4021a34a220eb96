import { SaveRecipeRequest } from '@chairside/contracts';
import { type FoodSearchResult, type Nutrients, type Recipe } from '@chairside/contracts/web';
import { recipeNutrition, roundNutrients } from '@chairside/contracts/web-lazy';
import type { z } from 'zod';
import { t } from '../../../shared/i18n';
import { optionalAmount } from '../../../shared/lib/amount';

type FoodPortion = FoodSearchResult['portions'][number];

/** One ingredient as picked: the food's values per 100 g and the units it can be weighed in. */
interface IngredientRow {
  key: number;
  foodName: string;
  amount: string;
  unit: string;
  portions: FoodPortion[];
  per100g: Nutrients;
}

/** The recipe form: what the member typed and picked, in order. */
export interface RecipeForm {
  name: string;
  servings: string;
  ingredients: IngredientRow[];
  nextKey: number;
}

export type RecipeAction =
  | { type: 'name'; value: string }
  | { type: 'servings'; value: string }
  | { type: 'add'; food: FoodSearchResult }
  | { type: 'amount'; key: number; value: string }
  | { type: 'unit'; key: number; value: string }
  | { type: 'remove'; key: number };

export const EMPTY_RECIPE: RecipeForm = { name: '', servings: '4', ingredients: [], nextKey: 1 };

/** Grams always, and the units the food was picked with (its saved unit, when editing). */
const withGrams = (portions: FoodPortion[]) =>
  portions.some((p) => p.unit === 'g') ? portions : [{ unit: 'g', grams: 1 }, ...portions];

/** A countable unit (a piece, a serving) of 1 when the food has one, else 100 g, as the entry form starts. */
function firstPortion(portions: FoodPortion[]) {
  const unit = portions.find((p) => p.unit !== 'g');
  return unit ? { unit: unit.unit, amount: '1' } : { unit: 'g', amount: '100' };
}

export const formFromRecipe = (r: Recipe): RecipeForm => ({
  name: r.name,
  servings: String(r.servings),
  ingredients: r.ingredients.map((i, k) => ({
    key: k + 1,
    foodName: i.foodName,
    amount: String(i.amount),
    unit: i.unit,
    portions: withGrams([{ unit: i.unit, grams: i.gramsPerUnit }]),
    per100g: i.per100g,
  })),
  nextKey: r.ingredients.length + 1,
});

/** Only foods with values per 100 g can go in (a food logged as a whole has no weight to scale). */
export const canBeIngredient = (food: FoodSearchResult) => food.per100g !== null;

export function recipeReducer(s: RecipeForm, a: RecipeAction): RecipeForm {
  const row = (key: number, change: Partial<IngredientRow>) => ({
    ...s,
    ingredients: s.ingredients.map((i) => (i.key === key ? { ...i, ...change } : i)),
  });
  switch (a.type) {
    case 'name':
      return { ...s, name: a.value };
    case 'servings':
      return { ...s, servings: a.value };
    case 'add': {
      if (!a.food.per100g) return s;
      const portions = withGrams(a.food.portions);
      const ingredient = { key: s.nextKey, foodName: a.food.name, portions, per100g: a.food.per100g };
      return {
        ...s,
        ingredients: [...s.ingredients, { ...ingredient, ...firstPortion(portions) }],
        nextKey: s.nextKey + 1,
      };
    }
    case 'amount':
      return row(a.key, { amount: a.value });
    case 'unit':
      return row(a.key, { unit: a.value });
    case 'remove':
      return { ...s, ingredients: s.ingredients.filter((i) => i.key !== a.key) };
  }
}

const gramsPerUnit = (i: IngredientRow) => i.portions.find((p) => p.unit === i.unit)?.grams ?? 1;

/** One serving as it will be saved, while the form is filled in; null until there is something to divide. */
export function servingPreview(f: RecipeForm): Nutrients | null {
  const servings = optionalAmount(f.servings);
  const amounts = f.ingredients
    .map((i) => ({ amount: optionalAmount(i.amount) ?? 0, gramsPerUnit: gramsPerUnit(i), per100g: i.per100g }))
    .filter((i) => i.amount > 0);
  if (!servings || servings <= 0 || amounts.length === 0) return null;
  return roundNutrients(recipeNutrition(amounts, servings).perServing);
}

interface RecipeErrors {
  name?: string;
  servings?: string;
  /** About the list as a whole (none yet, too many). */
  ingredients?: string;
  /** By ingredient key: its amount. */
  amounts: Record<number, string>;
}

export type RecipeCheck = { ok: true; body: z.output<typeof SaveRecipeRequest> } | { ok: false; errors: RecipeErrors };

const sentence = (m: string) => m.charAt(0).toUpperCase() + m.slice(1) + (m.endsWith('.') ? '' : '.');

/** The contract's rules, each message where the member can put it right. */
export function checkRecipe(f: RecipeForm): RecipeCheck {
  const parsed = SaveRecipeRequest.safeParse({
    name: f.name,
    servings: optionalAmount(f.servings) ?? Number.NaN,
    ingredients: f.ingredients.map((i) => ({
      foodName: i.foodName,
      amount: optionalAmount(i.amount) ?? Number.NaN,
      unit: i.unit,
      gramsPerUnit: gramsPerUnit(i),
      per100g: i.per100g,
    })),
  });
  if (parsed.success) return { ok: true, body: parsed.data };
  const errors: RecipeErrors = { amounts: {} };
  for (const issue of parsed.error.issues) {
    const [first, index, field] = issue.path;
    if (first === 'name') errors.name ??= sentence(issue.message);
    else if (first === 'servings') errors.servings ??= t('Enter how many servings it makes (more than 0).');
    else if (first === 'ingredients' && typeof index === 'number') {
      const key = f.ingredients[index]!.key;
      if (field === 'amount') errors.amounts[key] ??= t('Enter an amount more than 0.');
      else errors.ingredients ??= `${f.ingredients[index]!.foodName}: ${issue.message}`;
    } else errors.ingredients ??= sentence(issue.message);
  }
  return { ok: false, errors };
}
