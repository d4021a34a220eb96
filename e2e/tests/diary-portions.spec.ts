import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, signUp } from './fixtures';

/** HH:MM of an instant in the browser's zone, as the diary reads it. */
const localTime = (page: Page, iso: string) =>
  page.evaluate(
    (at) =>
      new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(at)),
    iso,
  );

async function photo(page: Page): Promise<Buffer> {
  const base64 = await page.evaluate(() => {
    const c = document.createElement('canvas');
    c.width = 320;
    c.height = 240;
    const ctx = c.getContext('2d')!;
    ctx.fillStyle = '#2a9d8f';
    ctx.fillRect(0, 0, 320, 240);
    return c.toDataURL('image/png').split(',')[1]!;
  });
  return Buffer.from(base64, 'base64');
}

test.describe('the diary shows portions; Edit asks what Add asks', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  test("1.5 cups of white rice reads '1.5 cups'; Edit shows amount, unit and time, and 2 cups at 08:15 is saved", async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Add Manual' }).click();
    const add = page.getByRole('dialog', { name: 'Add Manual Entry' });
    await add.getByRole('combobox', { name: 'Food Name *' }).fill('white rice');
    await page.getByRole('option', { name: /White rice/ }).click();
    await expect(add.getByLabel('Unit')).toContainText('cup (158 g)');
    // 1.5 × 158 g × 130 kcal / 100 g = 308 kcal.
    await add.getByLabel('Amount').fill('1.5');
    await expect(add.getByLabel('Calories *')).toHaveValue('308');
    await add.getByLabel('Time eaten (optional)').fill('12:30');
    await add.getByRole('button', { name: 'Save Entry' }).click();
    await expect(add.getByText('Food Entry Saved!')).toBeVisible();
    await expect(add).toBeHidden();

    const diary = page.getByRole('region', { name: 'Food Diary - Today' });
    const lunch = diary.getByRole('region', { name: 'Lunch' });
    await expect(lunch.getByText('White rice')).toBeVisible();
    await expect(lunch.getByText(/^1\.5 cups · /)).toBeVisible();

    await diary.getByRole('button', { name: 'Edit White rice' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Entry' });
    await expect(edit.getByLabel('Amount')).toHaveValue('1.5');
    await expect(edit.getByLabel('Unit')).toContainText('cup');
    await expect(edit.getByLabel('Time eaten')).toHaveValue('12:30');
    await expect(edit.getByLabel('Calories *')).toHaveValue('308');
    expect(await seriousViolations(page)).toEqual([]);
    // 2 cups instead of 1.5: every value × 4/3, 308 → 411 kcal.
    await edit.getByLabel('Amount').fill('2');
    await expect(edit.getByLabel('Calories *')).toHaveValue('411');
    await edit.getByLabel('Time eaten').fill('08:15');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(lunch.getByText(/^2 cups · /)).toBeVisible();
    await expect(diary.getByLabel('Lunch subtotal')).toContainText('411 kcal');

    const [stored] = await (await page.request.get('/api/food-entries')).json();
    expect(stored).toMatchObject({ foodName: 'White rice', calories: 411, portionAmount: 2, portionUnit: 'cup' });
    expect(await localTime(page, stored.createdAt)).toBe('08:15');
  });

  test('renaming a food over its old calories says so, until they are corrected', async ({ page }) => {
    const r = await page.request.post('/api/food-entries', {
      data: { foodName: 'Chicken wrap', mealType: 'lunch', calories: 450, protein: 30, carbs: 40, fat: 10 },
    });
    expect(r.status()).toBe(201);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    const diary = page.getByRole('region', { name: 'Food Diary - Today' });
    await diary.getByRole('button', { name: 'Edit Chicken wrap' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Entry' });
    const hint = edit.getByText('Calories and macros are still those of Chicken wrap.', { exact: false });
    await expect(hint).toBeHidden();
    await edit.getByRole('combobox', { name: 'Food Name *' }).fill('Tuna wrap');
    await expect(hint).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
    await edit.getByLabel('Calories *').fill('380');
    await expect(hint).toBeHidden();
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(diary.getByRole('region', { name: 'Lunch' })).toContainText('Tuna wrap');
    await expect(diary.getByLabel('Lunch subtotal')).toContainText('380 kcal');
  });

  test('a spoken amount is kept too: 1.5 cups of white rice by voice reads 1.5 cups', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Voice Log' }).click();
    const dialog = page.getByRole('dialog', { name: /Voice/ });
    await dialog.getByLabel('What did you eat?').fill('1.5 cups of white rice for lunch');
    await dialog.getByRole('button', { name: 'Review' }).click();
    await dialog.getByRole('button', { name: 'Log This Food' }).click();
    await expect(dialog).toBeHidden();
    const lunch = page.getByRole('region', { name: 'Food Diary - Today' }).getByRole('region', { name: 'Lunch' });
    await expect(lunch.getByText(/^1\.5 cups · /)).toBeVisible();
  });

  test('Undo after a delete brings the entry back with its photo', async ({ page }) => {
    await page.goto('/dashboard');
    const logged = await page.request.post('/api/food-entries', {
      multipart: {
        foodName: 'Greek salad',
        mealType: 'lunch',
        calories: '320',
        analysisMethod: 'camera',
        image: { name: 'food-photo.jpg', mimeType: 'image/png', buffer: await photo(page) },
      },
    });
    expect(logged.status(), await logged.text()).toBe(201);
    const entry = await logged.json();
    await page.reload();
    const diary = page.getByRole('region', { name: 'Food Diary - Today' });
    const picture = diary.getByRole('img', { name: 'Photo of Greek salad' });
    await expect(picture).toBeVisible();

    await diary.getByRole('button', { name: 'Delete Greek salad' }).click();
    await expect(picture).toHaveCount(0);
    const toast = page.getByTestId('toast');
    await expect(toast).toContainText('Deleted Greek salad');
    await toast.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Greek salad is back in your diary.')).toBeVisible();
    await expect(picture).toBeVisible();
    await expect
      .poll(() => picture.evaluate((img: HTMLImageElement) => img.complete && img.naturalWidth > 0))
      .toBe(true);
    const [back] = await (await page.request.get('/api/food-entries')).json();
    expect(back).toMatchObject({ id: entry.id, imageUrl: entry.imageUrl, createdAt: entry.createdAt });
  });
});
