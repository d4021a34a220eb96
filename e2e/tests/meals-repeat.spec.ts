import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, sideways, signUp } from './fixtures';

/** The browser's own day and zone, as the diary asks the API with them. */
async function browserDay(page: Page, daysBack = 0) {
  return page.evaluate((back) => {
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(new Date());
    const d = new Date(`${today}T12:00:00Z`);
    d.setUTCDate(d.getUTCDate() - back);
    return { date: d.toISOString().slice(0, 10), tz };
  }, daysBack);
}

async function logViaApi(page: Page, data: Record<string, unknown>) {
  const r = await page.request.post('/api/food-entries', { data: { protein: 5, carbs: 30, fat: 8, ...data } });
  expect(r.status(), await r.text()).toBe(201);
  return r.json();
}

const diaryOf = (page: Page) => page.getByRole('region', { name: 'Food Diary - Today' });

test.describe('meals that repeat', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  test('the four meals show empty, each with its own Add that logs into it; fits 390 px', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    const diary = diaryOf(page);
    for (const meal of ['Breakfast', 'Lunch', 'Dinner', 'Snack']) {
      const section = diary.getByRole('region', { name: meal });
      await expect(section).toContainText('Nothing logged.');
      await expect(section.getByRole('button', { name: `Add to ${meal}` })).toBeVisible();
    }
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);

    await diary.getByRole('button', { name: 'Add to Dinner' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Manual Entry' });
    await expect(dialog.getByRole('combobox', { name: 'Meal Type' })).toHaveText('Dinner');
    await dialog.getByLabel('Food Name *').fill('Lentil stew');
    await dialog.getByLabel('Calories *').fill('420');
    await dialog.getByRole('button', { name: 'Save Entry' }).click();
    await expect(dialog).toBeHidden();
    await expect(diary.getByRole('region', { name: 'Dinner' })).toContainText('Lentil stew');
    await expect(diary.getByLabel('Dinner subtotal')).toHaveText('420 kcal · P 0g · C 0g · F 0g');
    await expect(diary.getByRole('region', { name: 'Breakfast' })).toContainText('Nothing logged.');
  });

  test("copies yesterday's breakfast into today's, every value kept; fits 1440 px", async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/dashboard');
    const yesterday = await browserDay(page, 1);
    await logViaApi(page, {
      foodName: 'Porridge',
      mealType: 'breakfast',
      calories: 310,
      portionAmount: 1.5,
      portionUnit: 'cup',
      ...yesterday,
      time: '07:45',
    });
    await logViaApi(page, {
      foodName: 'Flat white',
      mealType: 'breakfast',
      calories: 110,
      ...yesterday,
      time: '07:50',
    });
    await logViaApi(page, { foodName: 'Soup', mealType: 'lunch', calories: 200, ...yesterday });
    await page.reload();
    const diary = diaryOf(page);

    await diary.getByRole('button', { name: 'More for Breakfast' }).click();
    await page
      .getByRole('dialog', { name: 'Breakfast of Today' })
      .getByRole('button', { name: /Copy from another day/ })
      .click();
    const copy = page.getByRole('dialog', { name: 'Copy into Breakfast of Today' });
    await expect(copy.getByRole('combobox', { name: 'Copy from' })).toHaveText('Yesterday');
    const list = copy.getByRole('list', { name: 'Entries to copy from Yesterday' });
    await expect(list.getByRole('listitem')).toHaveText(['Porridge310 kcal', 'Flat white110 kcal']);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await copy.getByRole('button', { name: 'Copy 2 entries' }).click();
    await expect(copy).toBeHidden();
    await expect(page.getByTestId('toast')).toContainText('2 entries copied into Breakfast of Today.');

    const breakfast = diary.getByRole('region', { name: 'Breakfast' });
    await expect(breakfast).toContainText('Porridge');
    await expect(breakfast).toContainText('1.5 cups');
    await expect(diary.getByLabel('Breakfast subtotal')).toHaveText('420 kcal · P 10g · C 60g · F 16g');
    await expect(diary.getByRole('region', { name: 'Lunch' })).toContainText('Nothing logged.');

    // The whole of today back to yesterday, from the day's own Copy.
    await diary.getByRole('button', { name: 'Copy day: Today' }).click();
    const day = page.getByRole('dialog', { name: 'Copy all meals of Today' });
    await expect(day.getByRole('combobox', { name: 'Copy to' })).toHaveText('Yesterday');
    await expect(day.getByRole('combobox', { name: 'Into meal' })).toHaveText('Each to its own meal');
    await day.getByRole('button', { name: 'Copy 2 entries' }).click();
    await expect(day).toBeHidden();
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(
      page.getByRole('region', { name: 'Food Diary - Yesterday' }).getByLabel('Breakfast subtotal'),
    ).toHaveText('840 kcal · P 20g · C 120g · F 32g');
  });

  test('moves an entry to dinner from its own Move', async ({ page }) => {
    await page.goto('/dashboard');
    await logViaApi(page, { foodName: 'Chicken wrap', mealType: 'lunch', calories: 450 });
    await page.reload();
    const diary = diaryOf(page);

    await diary.getByRole('button', { name: 'Move or copy Chicken wrap' }).click();
    const move = page.getByRole('dialog', { name: 'Move or copy Chicken wrap' });
    await expect(move.getByRole('radio', { name: 'Move' })).toBeChecked();
    await expect(move.getByRole('button', { name: 'Move', exact: true })).toBeDisabled();
    await move.getByRole('combobox', { name: 'Meal' }).click();
    await page.getByRole('option', { name: 'Dinner' }).click();
    await move.getByRole('button', { name: 'Move', exact: true }).click();
    await expect(move).toBeHidden();

    await expect(diary.getByRole('region', { name: 'Dinner' })).toContainText('Chicken wrap');
    await expect(diary.getByRole('region', { name: 'Lunch' })).toContainText('Nothing logged.');
    const entries = await (await page.request.get('/api/food-entries')).json();
    expect(entries).toEqual([expect.objectContaining({ foodName: 'Chicken wrap', mealType: 'dinner', calories: 450 })]);
  });

  test('saves a meal, some foods unticked, and logs it again in one step into another meal; fits 390 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    await logViaApi(page, { foodName: 'Greek yoghurt', mealType: 'breakfast', calories: 150 });
    await logViaApi(page, { foodName: 'Blueberries', mealType: 'breakfast', calories: 60 });
    await logViaApi(page, { foodName: 'Orange juice', mealType: 'breakfast', calories: 90 });
    await page.reload();
    const diary = diaryOf(page);

    await diary.getByRole('button', { name: 'More for Breakfast' }).click();
    await page
      .getByRole('dialog', { name: 'Breakfast of Today' })
      .getByRole('button', { name: /Save as meal/ })
      .click();
    const save = page.getByRole('dialog', { name: 'Save Breakfast as a meal' });
    await save.getByLabel('Name *').fill('Yoghurt bowl');
    await save.getByLabel('Orange juice · 90 kcal').click();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await save.getByRole('button', { name: 'Save Meal' }).click();
    await expect(save).toBeHidden();
    await expect(page.getByTestId('toast')).toContainText('Yoghurt bowl is in your saved meals');

    await diary.getByRole('button', { name: 'More for Snack' }).click();
    await page
      .getByRole('dialog', { name: 'Snack of Today' })
      .getByRole('button', { name: /Log a saved meal/ })
      .click();
    const saved = page.getByRole('dialog', { name: 'Saved meals for Snack of Today' });
    await expect(saved.getByRole('listitem')).toContainText(
      'Yoghurt bowl2 foods · 210 kcal: Greek yoghurt, Blueberries',
    );
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    await saved.getByRole('button', { name: 'Log Yoghurt bowl to Snack' }).click();
    await expect(saved).toBeHidden();

    const snack = diary.getByRole('region', { name: 'Snack' });
    await expect(snack).toContainText('Greek yoghurt');
    await expect(snack).toContainText('Blueberries');
    await expect(snack).not.toContainText('Orange juice');
    await expect(diary.getByLabel('Snack subtotal')).toHaveText('210 kcal · P 10g · C 60g · F 16g');
  });
});
