import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, sideways, signUp } from './fixtures';

/** The diary's "My foods & recipes" dialog, open on its lists; the one dialog open. */
async function openMyFoods(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'My foods & recipes' }).click();
  const dialog = page.getByRole('dialog', { name: 'My foods & recipes' });
  await expect(dialog).toBeVisible();
  // Its title (and so its name) follows the screen: New food, Edit recipe…
  return page.getByRole('dialog');
}

/** Add Food's form with `typed` in Food Name; its suggestions list. */
async function searchInAddFood(page: Page, typed: string) {
  await page.getByRole('button', { name: 'Add Food', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Manual Entry' });
  await dialog.getByRole('combobox', { name: 'Food Name *' }).fill(typed);
  const list = page.getByRole('listbox', { name: 'Food suggestions' });
  await expect(list.getByRole('option').first()).toBeVisible();
  return { dialog, list };
}

test.describe('own foods and recipes', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  test('an own food typed per bar is first in search, under My foods, and logs by the bar', async ({ page }) => {
    const dialog = await openMyFoods(page);
    await expect(dialog.getByText('No foods of your own yet.', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'New food' }).click();
    await expect(page.getByRole('dialog', { name: 'New food' })).toBeVisible();
    await dialog.getByLabel('Name *').fill('Peanut crunch bar');
    await dialog.getByLabel('Serving name').fill('bar');
    await dialog.getByLabel('Serving (g)').fill('40');
    await dialog.getByLabel('Calories *').fill('200');
    await dialog.getByLabel('Protein (g)').fill('10');
    await dialog.getByLabel('Carbs (g)').fill('24');
    await dialog.getByLabel('Fat (g)', { exact: true }).fill('8');
    await dialog.getByLabel('Fibre (g)').fill('3');
    await dialog.getByLabel('Sodium (mg)').fill('120');
    // 100 g is 2.5 bars of 40 g: 500 kcal.
    await expect(
      dialog.getByText('Per 100 g: 500 kcal · P 25 g · C 60 g · F 20 g · fibre 7.5 g · sodium 300 mg'),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save Food' }).click();
    await expect(page.getByRole('dialog', { name: 'My foods & recipes' })).toBeVisible();
    await expect(dialog.getByText('1 bar (40 g): 200 kcal', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Close' }).click();

    const { dialog: add, list } = await searchInAddFood(page, 'peanut');
    const mine = list.getByRole('group', { name: 'My foods' });
    await expect(list.getByRole('option').first()).toContainText('Peanut crunch bar');
    await expect(mine.getByRole('option')).toHaveCount(1);
    await expect(list.getByRole('group', { name: 'Other foods' }).getByRole('option').first()).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await mine.getByRole('option', { name: /Peanut crunch bar/ }).click();
    await expect(add.getByLabel('Unit')).toContainText('bar (40 g)');
    await add.getByLabel('Amount').fill('2');
    await expect(add.getByLabel('Calories *')).toHaveValue('400');
    await expect(add.getByLabel('Protein (g)')).toHaveValue('20');
    await add.getByRole('button', { name: 'Save Entry' }).click();
    await expect(add.getByText('Food Entry Saved!')).toBeVisible();
    await expect(page.getByRole('region', { name: "Today's Overview" }).getByText('Eaten 400 kcal')).toBeVisible();
    const [stored] = await (await page.request.get('/api/food-entries')).json();
    // The bar's fibre and sodium go with it (2 × 3 g, 2 × 120 mg); its sugars were not given: unknown.
    expect(stored).toMatchObject({
      foodName: 'Peanut crunch bar',
      calories: 400,
      fibre: 6,
      sodium: 240,
      sugars: null,
      portionAmount: 2,
      portionUnit: 'bar',
    });
  });

  test('a recipe of two foods in 4 servings, 1.5 servings logged, on a 390 px phone', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const dialog = await openMyFoods(page);
    await dialog.getByRole('button', { name: 'New recipe' }).click();
    await dialog.getByLabel('Recipe name *').fill('Banana oat porridge');
    await dialog.getByLabel('Servings *').fill('4');
    const find = dialog.getByLabel('Find an ingredient');
    await find.fill('rolled oats');
    await dialog.getByRole('button', { name: 'Add Rolled oats', exact: true }).click();
    // One cup of oats weighs 81 g.
    await dialog.getByLabel('Amount of Rolled oats').fill('2');
    await find.fill('banana');
    await dialog.getByRole('button', { name: 'Add Banana', exact: true }).click();
    await dialog.getByLabel('Amount of Banana').fill('2');
    // Oats 2 × 81 g × 379 / 100 = 613.98 kcal, bananas 2 × 118 g × 89 / 100 = 210.04 kcal:
    // 824.02 kcal in 4 servings is 206.005, shown as 206 kcal a serving.
    await expect(dialog.getByText('One serving: 206 kcal', { exact: false })).toBeVisible();
    expect(await sideways(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save Recipe' }).click();
    await expect(dialog.getByText('4 servings, each 206 kcal', { exact: false })).toBeVisible();
    expect(await sideways(page)).toBe(0);
    await dialog.getByRole('button', { name: 'Close' }).click();

    const { dialog: add, list } = await searchInAddFood(page, 'porridge');
    await list
      .getByRole('group', { name: 'My foods' })
      .getByRole('option', { name: /Banana oat porridge/ })
      .click();
    // One serving weighs the pot's 398 g over 4: 99.5 g.
    await expect(add.getByLabel('Unit')).toContainText('serving (99.5 g)');
    await add.getByLabel('Amount').fill('1.5');
    // 1.5 of 4 servings: 824.02 × 1.5 / 4 = 309.0075 → 309 kcal.
    await expect(add.getByLabel('Calories *')).toHaveValue('309');
    expect(await sideways(page)).toBe(0);
    await add.getByRole('button', { name: 'Save Entry' }).click();
    await expect(add.getByText('Food Entry Saved!')).toBeVisible();
    await expect(page.getByRole('region', { name: "Today's Overview" }).getByText('Eaten 309 kcal')).toBeVisible();
    const [stored] = await (await page.request.get('/api/food-entries')).json();
    expect(stored).toMatchObject({
      foodName: 'Banana oat porridge',
      calories: 309,
      portionAmount: 1.5,
      portionUnit: 'serving',
    });
  });

  test('a list that fails says so with Retry; a food is corrected and a recipe deleted after asking, at 1440 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    const granola = { name: 'Granola', serving: { name: 'bowl', grams: 45 }, valuesPer: '100g' };
    const values = { calories: 460, protein: 9.2, carbs: 62, fat: 18 };
    expect((await page.request.post('/api/own-foods', { data: { ...granola, values } })).status()).toBe(201);
    const porridge = {
      name: 'Porridge',
      servings: 2,
      ingredients: [{ foodName: 'Rolled oats', amount: 80, unit: 'g', gramsPerUnit: 1, per100g: values }],
    };
    expect((await page.request.post('/api/recipes', { data: porridge })).status()).toBe(201);
    let failures = 1;
    await page.route('**/api/recipes', (route) =>
      failures-- > 0 ? route.fulfill({ status: 503, json: { statusCode: 503, message: 'down' } }) : route.continue(),
    );

    const dialog = await openMyFoods(page);
    await expect(dialog.getByText('Your recipes could not be loaded.')).toBeVisible();
    // 45 g of 460 kcal per 100 g: 207 kcal a bowl.
    await expect(dialog.getByText('1 bowl (45 g): 207 kcal', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Retry' }).click();
    // 80 g of oats at 460 kcal per 100 g is 368 kcal, 184 kcal in each of 2 servings.
    await expect(dialog.getByText('2 servings, each 184 kcal', { exact: false })).toBeVisible();
    expect(await sideways(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Edit Granola' }).click();
    await expect(page.getByRole('dialog', { name: 'Edit food' })).toBeVisible();
    await expect(dialog.getByLabel('Name *')).toHaveValue('Granola');
    await expect(dialog.getByRole('radio', { name: '100 g' })).toBeChecked();
    await dialog.getByLabel('Calories *').fill('480');
    await expect(dialog.getByText('Per bowl (45 g): 216 kcal', { exact: false })).toBeVisible();
    await dialog.getByRole('button', { name: 'Save Food' }).click();
    await expect(dialog.getByText('1 bowl (45 g): 216 kcal', { exact: false })).toBeVisible();

    await dialog.getByRole('button', { name: 'Delete Porridge' }).click();
    await expect(dialog.getByRole('alert').filter({ hasText: 'Delete Porridge?' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
    await expect(dialog.getByText('No recipes yet.', { exact: false })).toBeVisible();
    expect(await (await page.request.get('/api/recipes')).json()).toEqual([]);
    const [food] = await (await page.request.get('/api/own-foods')).json();
    expect(food).toMatchObject({ name: 'Granola', values: { calories: 480 }, perServing: { calories: 216 } });

    // A branded product from Open Food Facts (the fake's answer for 'starbucks') can go in too, by its serving.
    await dialog.getByRole('button', { name: 'New recipe' }).click();
    await dialog.getByLabel('Servings *').fill('1');
    await dialog.getByLabel('Find an ingredient').fill('starbucks');
    await dialog.getByRole('button', { name: 'Search branded foods' }).click();
    await dialog
      .getByRole('region', { name: 'Branded foods for “starbucks”' })
      .getByRole('button', { name: /^Caffè Latte/ })
      .click();
    await expect(dialog.getByLabel(/^Amount of Caffè Latte/)).toHaveValue('1');
    // One 220 g serving at 59 kcal per 100 g: 129.8 → 130 kcal.
    await expect(dialog.getByText('One serving: 130 kcal', { exact: false })).toBeVisible();
  });
});
