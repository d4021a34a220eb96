import type { FoodSearchResult } from '@chairside/contracts/web';
import {
  checkRecipe,
  EMPTY_RECIPE,
  formFromRecipe,
  recipeReducer,
  servingPreview,
  type RecipeForm,
} from './recipe-form';

const unknown = { sugars: null, fibre: null, saturatedFat: null, sodium: null };
const oats: FoodSearchResult = {
  name: 'Oats',
  source: 'reference',
  per100g: { calories: 389, protein: 16.9, carbs: 66.3, fat: 6.9, ...unknown },
  portions: [
    { unit: 'g', grams: 1 },
    { unit: 'cup', grams: 81 },
  ],
  lastLogged: null,
};
const milk: FoodSearchResult = {
  name: 'Milk',
  source: 'reference',
  per100g: { calories: 61, protein: 3.2, carbs: 4.8, fat: 3.3, ...unknown },
  portions: [{ unit: 'g', grams: 1 }],
  lastLogged: null,
};

const build = (...actions: Parameters<typeof recipeReducer>[1][]) => actions.reduce(recipeReducer, EMPTY_RECIPE);

describe('the recipe form', () => {
  it('adds a picked food at one countable unit, or 100 g, and changes its amount and unit', () => {
    let f = build({ type: 'add', food: oats }, { type: 'add', food: milk });
    expect(f.ingredients.map((i) => [i.foodName, i.amount, i.unit])).toEqual([
      ['Oats', '1', 'cup'],
      ['Milk', '100', 'g'],
    ]);
    f = build(
      { type: 'add', food: oats },
      { type: 'unit', key: 1, value: 'g' },
      { type: 'amount', key: 1, value: '160' },
    );
    expect(f.ingredients[0]).toMatchObject({ amount: '160', unit: 'g' });
    expect(recipeReducer(f, { type: 'remove', key: 1 }).ingredients).toEqual([]);
    // A food logged as a whole has no values per 100 g: it cannot be weighed into a recipe.
    expect(recipeReducer(f, { type: 'add', food: { ...milk, per100g: null } })).toBe(f);
  });

  it('previews one serving: 2 cups of oats (162 g) and 300 g of milk in 4 servings', () => {
    const f: RecipeForm = build(
      { type: 'add', food: oats },
      { type: 'amount', key: 1, value: '2' },
      { type: 'add', food: milk },
      { type: 'amount', key: 2, value: '300' },
    );
    // Oats 1.62 × 389 = 630.18 kcal, milk 3 × 61 = 183 kcal: 813.18 / 4 = 203.295 → 203 kcal.
    // Protein (27.378 + 9.6) / 4 = 9.2445 → 9.2 g; carbs (107.406 + 14.4) / 4 = 30.4515 → 30.5 g;
    // fat (11.178 + 9.9) / 4 = 5.2695 → 5.3 g.
    expect(servingPreview(f)).toEqual({ calories: 203, protein: 9.2, carbs: 30.5, fat: 5.3, ...unknown });
    expect(servingPreview({ ...f, servings: '0' })).toBeNull();
  });

  it('sends what the contract takes, and says where the rest is wrong', () => {
    const f = build({ type: 'name', value: 'Porridge' }, { type: 'add', food: oats });
    expect(checkRecipe(f)).toEqual({
      ok: true,
      body: {
        name: 'Porridge',
        servings: 4,
        ingredients: [{ foodName: 'Oats', amount: 1, unit: 'cup', gramsPerUnit: 81, per100g: oats.per100g }],
      },
    });
    expect(checkRecipe({ ...EMPTY_RECIPE, servings: '' })).toEqual({
      ok: false,
      errors: {
        name: 'Please enter a name.',
        servings: 'Enter how many servings it makes (more than 0).',
        ingredients: 'Add at least one ingredient.',
        amounts: {},
      },
    });
    const noAmount = recipeReducer(f, { type: 'amount', key: 1, value: '' });
    expect(checkRecipe(noAmount)).toEqual({ ok: false, errors: { amounts: { 1: 'Enter an amount more than 0.' } } });
  });

  it('starts an edit with the saved ingredients in their units', () => {
    const f = formFromRecipe({
      id: 'r1',
      name: 'Porridge',
      servings: 2,
      ingredients: [
        {
          foodName: 'Oats',
          amount: 1,
          unit: 'cup',
          gramsPerUnit: 81,
          per100g: oats.per100g!,
          nutrients: oats.per100g!,
        },
      ],
      totalGrams: 81,
      perServing: oats.per100g!,
      per100g: oats.per100g!,
      createdAt: '',
      updatedAt: '',
    });
    expect(f.ingredients[0]).toMatchObject({
      amount: '1',
      unit: 'cup',
      portions: [
        { unit: 'g', grams: 1 },
        { unit: 'cup', grams: 81 },
      ],
    });
    expect(f.nextKey).toBe(2);
  });
});
