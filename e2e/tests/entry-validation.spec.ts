import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, signUp, sideways } from './fixtures';

async function openManualEntry(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add Manual' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Manual Entry' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('food entry validation in one voice', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  for (const viewport of [
    { width: 1440, height: 900 },
    { width: 390, height: 844 },
  ]) {
    test(`at ${viewport.width} px every limit is said under its field in words, and Save stays disabled until the form is valid`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      const dialog = await openManualEntry(page);
      const save = dialog.getByRole('button', { name: 'Save Entry' });
      await dialog.getByLabel('Food Name *').fill('Birthday cake');
      const calories = dialog.getByLabel('Calories *');
      await calories.fill('25000');
      await expect(calories).toHaveAccessibleDescription('Must be 20,000 kcal or less.');
      await expect(save).toBeDisabled();
      // No raw message in a toast.
      await expect(page.getByText(/Invalid entry/)).toHaveCount(0);
      await expect(page.getByText(/must be at most/)).toHaveCount(0);

      await calories.fill('-50');
      await expect(calories).toHaveAccessibleDescription('Cannot be negative');
      await expect(save).toBeDisabled();

      await calories.fill('450');
      const protein = dialog.getByLabel('Protein (g)');
      await protein.fill('2500');
      await expect(protein).toHaveAccessibleDescription('Must be 2,000 g or less.');
      await expect(save).toBeDisabled();
      await protein.fill('6');

      await dialog.getByLabel('Carbs (g)').fill('60');
      const sugars = dialog.getByLabel('Sugars (g)');
      await sugars.fill('70');
      await expect(sugars).toHaveAccessibleDescription('Cannot be more than carbs (sugars are part of the carbs).');
      await expect(save).toBeDisabled();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await sideways(page)).toBeLessThanOrEqual(0);

      await sugars.fill('40');
      await expect(save).toBeEnabled();
      await save.click();
      await expect(dialog.getByText('Food Entry Saved!')).toBeVisible();
      expect(await (await page.request.get('/api/food-entries')).json()).toMatchObject([
        { foodName: 'Birthday cake', calories: 450, protein: 6, carbs: 60, sugars: 40 },
      ]);
    });
  }

  test('a name of spaces is said under the name field, and nothing is stored', async ({ page }) => {
    const dialog = await openManualEntry(page);
    const name = dialog.getByLabel('Food Name *');
    await name.fill('   ');
    await dialog.getByLabel('Calories *').fill('120');
    await expect(name).toHaveAccessibleDescription('Enter a food name.');
    await expect(dialog.getByRole('button', { name: 'Save Entry' })).toBeDisabled();
    expect(await (await page.request.get('/api/food-entries')).json()).toEqual([]);
  });

  test('the voice review says the limit under the field and keeps Log disabled', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Voice Log', exact: true }).click();
    const dialog = page.getByRole('dialog', { name: /Voice/ });
    await dialog.getByLabel('What did you eat?').fill('two bananas for breakfast');
    await dialog.getByRole('button', { name: 'Review' }).click();
    const food = dialog.getByRole('region', { name: 'Food 1' });
    const calories = food.getByLabel('Calories');
    await calories.fill('25000');
    await expect(calories).toHaveAccessibleDescription('Must be 20,000 kcal or less.');
    await expect(dialog.getByRole('button', { name: 'Log This Food' })).toBeDisabled();
    await calories.fill('210');
    await expect(dialog.getByRole('button', { name: 'Log This Food' })).toBeEnabled();
  });
});
