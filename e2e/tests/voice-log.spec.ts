import { expect, test } from '@playwright/test';
import { seriousViolations, signUp } from './fixtures';

test.describe('voice logging with review', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  test('a sentence with two foods becomes two entries, each reviewed and corrected before logging', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Voice Log' }).click();
    const dialog = page.getByRole('dialog', { name: /Voice/ });
    await dialog.getByLabel('What did you eat?').fill('two bananas and a coffee with milk for breakfast');
    const parsed = dialog.getByLabel('Parsed entry');
    await expect(parsed).toContainText('Bananas · 2 servings · Breakfast');
    await expect(parsed).toContainText('Coffee milk · 1 serving · Breakfast');
    await dialog.getByRole('button', { name: 'Review' }).click();

    const first = dialog.getByRole('region', { name: 'Food 1' });
    const second = dialog.getByRole('region', { name: 'Food 2' });
    await expect(first.getByLabel('Food Name')).toHaveValue(/banana/i);
    await expect(second.getByLabel('Food Name')).toHaveValue(/coffee/i);
    expect(await seriousViolations(page)).toEqual([]);

    await second.getByLabel('Food Name').fill('Flat white');
    await second.getByLabel('Calories').fill('-20');
    await expect(second.getByText('Cannot be negative')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Log 2 Foods' })).toBeDisabled();
    expect(await (await page.request.get('/api/food-entries')).json()).toEqual([]);
    await second.getByLabel('Calories').fill('120');
    await second.getByLabel('Fat (g)').fill('6');
    await dialog.getByRole('button', { name: 'Log 2 Foods' }).click();
    await expect(page.getByText('Food Logged')).toBeVisible();
    await expect(dialog).toBeHidden();

    const entries = (await (await page.request.get('/api/food-entries')).json()) as Record<string, unknown>[];
    expect(entries).toHaveLength(2);
    expect(entries).toContainEqual(
      expect.objectContaining({
        foodName: 'Flat white',
        calories: 120,
        fat: 6,
        mealType: 'breakfast',
        analysisMethod: 'voice',
      }),
    );
    expect(entries).toContainEqual(
      expect.objectContaining({
        foodName: expect.stringMatching(/banana/i),
        mealType: 'breakfast',
        analysisMethod: 'voice',
      }),
    );
    const breakfast = page
      .getByRole('region', { name: 'Food Diary - Today' })
      .getByRole('region', { name: 'Breakfast' });
    await expect(breakfast.getByText('Flat white')).toBeVisible();
  });
});
