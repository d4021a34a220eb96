import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, signUp } from './fixtures';

async function openManualEntry(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add Manual' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Manual Entry' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('food search in the entry form', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  test("'banana' by keyboard, 2 pieces: 210 kcal and 2.6 g protein filled, still editable, saved", async ({ page }) => {
    const dialog = await openManualEntry(page);
    const name = dialog.getByRole('combobox', { name: 'Food Name *' });
    await name.fill('banana');
    const list = page.getByRole('listbox', { name: 'Food suggestions' });
    await expect(list.getByRole('option').first()).toContainText('Banana');
    await expect(name).toHaveAttribute('aria-expanded', 'true');
    expect(await seriousViolations(page)).toEqual([]);
    await name.press('ArrowDown');
    await expect(list.getByRole('option').first()).toHaveAttribute('aria-selected', 'true');
    await name.press('Enter');
    await expect(list).toBeHidden();
    await expect(name).toHaveValue('Banana');

    // One piece by default; two pieces = 2 × 118 g × 89 / 100 = 210 kcal.
    await expect(dialog.getByLabel('Unit')).toContainText('piece (118 g)');
    await dialog.getByLabel('Amount').fill('2');
    await expect(dialog.getByLabel('Calories *')).toHaveValue('210');
    await expect(dialog.getByLabel('Protein (g)')).toHaveValue('2.6');
    await expect(dialog.getByLabel('Carbs (g)')).toHaveValue('53.8');
    await dialog.getByRole('combobox', { name: 'Meal Type' }).click();
    await page.getByRole('option', { name: 'Snack' }).click();
    await dialog.getByRole('button', { name: 'Save Entry' }).click();
    await expect(dialog.getByText('Food Entry Saved!')).toBeVisible();
    await expect(page.getByRole('region', { name: "Today's Overview" }).getByText('Eaten 210 kcal')).toBeVisible();
    const [stored] = await (await page.request.get('/api/food-entries')).json();
    expect(stored).toMatchObject({ foodName: 'Banana', mealType: 'snack', calories: 210, protein: 2.6 });
  });

  test("a food logged before fills its last values; 'Log again' logs it in one step", async ({ page }) => {
    const logged = await page.request.post('/api/food-entries', {
      data: { foodName: 'Banana smoothie', mealType: 'breakfast', calories: 250, protein: 6, carbs: 50, fat: 3 },
    });
    expect(logged.status()).toBe(201);
    const dialog = await openManualEntry(page);
    await dialog.getByRole('combobox', { name: 'Food Name *' }).fill('smoothie');
    await page.getByRole('option', { name: /Banana smoothie/ }).click();
    await expect(dialog.getByLabel('Calories *')).toHaveValue('250');
    await dialog.getByRole('button', { name: 'Log again' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: "Today's Overview" }).getByText('Eaten 500 kcal')).toBeVisible();
    const entries = (await (await page.request.get('/api/food-entries')).json()) as { foodName: string }[];
    expect(entries.filter((e) => e.foodName === 'Banana smoothie')).toHaveLength(2);
  });
});
