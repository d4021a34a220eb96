import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, showCard, signUp } from './fixtures';

async function logViaApi(page: Page, data: Record<string, unknown>) {
  const r = await page.request.post('/api/food-entries', { data: { carbs: 40, fat: 10, ...data } });
  expect(r.status(), await r.text()).toBe(201);
}

test.describe('food diary', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  test('meals with subtotals; Edit and Delete with Undo, every total following at once', async ({ page }) => {
    await logViaApi(page, { foodName: 'Oatmeal', mealType: 'breakfast', calories: 300, protein: 10 });
    await logViaApi(page, { foodName: 'Chicken wrap', mealType: 'lunch', calories: 450, protein: 30 });
    await page.goto('/dashboard');
    const diary = page.getByRole('region', { name: 'Food Diary - Today' });
    const overview = page.getByRole('region', { name: "Today's Overview" });
    await expect(diary.getByRole('region', { name: 'Breakfast' })).toContainText('Oatmeal');
    await expect(diary.getByLabel('Lunch subtotal')).toHaveText('450 kcal · P 30g · C 40g · F 10g');
    await expect(overview.getByText('Eaten 750 kcal')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await diary.getByRole('button', { name: 'Edit Chicken wrap' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Entry' });
    await expect(edit.getByLabel('Food Name *')).toHaveValue('Chicken wrap');
    await edit.getByLabel('Protein (g)').fill('-3');
    await expect(edit.getByText('Cannot be negative')).toBeVisible();
    // Save waits until every field is valid, the reason said by the field.
    await expect(edit.getByRole('button', { name: 'Save Changes' })).toBeDisabled();
    await edit.getByLabel('Protein (g)').fill('35');
    await edit.getByLabel('Calories *').fill('500');
    const patched = page.waitForResponse((r) => r.request().method() === 'PATCH');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    const answer = await patched;
    expect(answer.status(), await answer.text()).toBe(200);
    await expect(edit).toBeHidden();
    await expect(diary.getByLabel('Lunch subtotal')).toHaveText('500 kcal · P 35g · C 40g · F 10g');
    await expect(overview.getByText('Eaten 800 kcal')).toBeVisible();
    // What is left (goal − eaten) sits in the ring's centre.
    await expect(overview.getByText('1,200', { exact: true })).toBeVisible();

    await diary.getByRole('button', { name: 'Delete Oatmeal' }).click();
    const undo = page.getByTestId('toast');
    await expect(undo).toContainText('Deleted Oatmeal');
    await expect(overview.getByText('Eaten 500 kcal')).toBeVisible();
    await expect(diary.getByRole('region', { name: 'Breakfast' })).toContainText('Nothing logged.');
    await undo.getByRole('button', { name: 'Undo' }).click();
    await expect(diary.getByRole('region', { name: 'Breakfast' })).toContainText('Oatmeal');
    await expect(overview.getByText('Eaten 800 kcal')).toBeVisible();
    const restored = await (await page.request.get('/api/food-entries')).json();
    expect(restored).toContainEqual(
      expect.objectContaining({ foodName: 'Oatmeal', mealType: 'breakfast', calories: 300, protein: 10 }),
    );

    await diary.getByRole('button', { name: 'Delete Chicken wrap' }).click();
    await expect(overview.getByText('Eaten 300 kcal')).toBeVisible();
    await page.goto('/progress');
    await expect(page.getByRole('region', { name: "Today's Summary" }).getByText('Eaten 300 kcal')).toBeVisible();
  });

  test("yesterday's dinner: logged from the diary's past day, counted on that day and in the streak", async ({
    page,
  }) => {
    await logViaApi(page, { foodName: 'Toast', mealType: 'breakfast', calories: 200, protein: 6 });
    await page.goto('/dashboard');
    const streak = page.getByRole('region', { name: 'Your Streak' });
    await showCard(streak);
    await expect(streak.getByText('1 day', { exact: true })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Next day' })).toBeDisabled();

    await page.getByRole('button', { name: 'Previous day' }).click();
    const diary = page.getByRole('region', { name: 'Food Diary - Yesterday' });
    await expect(diary.getByText('Nothing logged on this day.')).toBeVisible();
    await diary.getByRole('button', { name: 'Add Food to Yesterday' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Manual Entry' });
    await dialog.getByLabel('Food Name *').fill('Salmon');
    await dialog.getByRole('combobox', { name: 'Meal Type' }).click();
    await page.getByRole('option', { name: 'Dinner' }).click();
    await dialog.getByLabel('Calories *').fill('640');
    await dialog.getByRole('button', { name: 'Save Entry' }).click();
    await expect(dialog).toBeHidden({ timeout: 5000 });

    await expect(diary.getByLabel('Dinner subtotal')).toHaveText('640 kcal · P 0g · C 0g · F 0g');
    await expect(streak.getByText('2 days', { exact: true })).toBeVisible();
    // The overview beside the diary totals the day the diary shows (diary-day.spec.ts).
    await expect(page.getByRole('region', { name: 'Overview - Yesterday' }).getByText('Eaten 640 kcal')).toBeVisible();

    // Two days back, then forward again to today.
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(page.getByRole('region', { name: /^Food Diary - \w{3} \d{1,2} \w{3}$/ })).toBeVisible();
    await page.getByRole('button', { name: 'Next day' }).click();
    await page.getByRole('button', { name: 'Next day' }).click();
    await expect(page.getByRole('region', { name: 'Food Diary - Today' }).getByText('Toast')).toBeVisible();

    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      const sideways = await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);
      expect({ width, sideways }).toEqual({ width, sideways: 0 });
    }
  });
});
