import { expect, test, type Page } from '@playwright/test';
import { dashboardSettled, signedOutToastShown, signUp, watchToasts } from './fixtures';

async function openManualEntry(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Add Manual' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Manual Entry' });
  await expect(dialog).toBeVisible();
  return dialog;
}

test.describe('Add Manual Entry', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  test('Save is disabled until a name and calories are given; bad values are refused with a message by the field', async ({
    page,
  }) => {
    const dialog = await openManualEntry(page);
    const save = dialog.getByRole('button', { name: 'Save Entry' });
    await expect(save).toBeDisabled();

    // What is wrong is said under the field, and Save stays disabled until it is put right.
    await dialog.getByLabel('Food Name *').fill('   ');
    await dialog.getByLabel('Calories *').fill('120');
    await expect(dialog.getByText('Enter a food name.')).toBeVisible();
    await expect(save).toBeDisabled();

    await dialog.getByLabel('Food Name *').fill('Greek yogurt');
    await dialog.getByLabel('Calories *').fill('-5');
    await expect(dialog.getByText('Cannot be negative')).toBeVisible();
    await expect(save).toBeDisabled();

    // Nothing was stored by the refused attempts.
    const entries = await (await page.request.get('/api/food-entries')).json();
    expect(entries).toEqual([]);
  });

  test('saving shows the success message, closes after 1.5 s and updates diary and totals without a reload', async ({
    page,
  }) => {
    let documentLoads = 0;
    // A page load, not a history entry: an open dialog adds one of those so Back closes it.
    page.on('domcontentloaded', () => documentLoads++);
    await page.goto('/dashboard');
    const overview = page.getByRole('region', { name: "Today's Overview" });
    await expect(overview.getByText('Goal 2,000 kcal')).toBeVisible();
    const loadsBefore = documentLoads;
    await page.getByRole('button', { name: 'Add Manual' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Manual Entry' });

    await dialog.getByLabel('Food Name *').fill('  Salmon bowl ');
    await dialog.getByRole('combobox', { name: 'Meal Type' }).click();
    await page.getByRole('option', { name: 'Dinner' }).click();
    await dialog.getByLabel('Calories *').fill('640');
    await dialog.getByLabel('Protein (g)').fill('42.5');
    await dialog.getByLabel('Carbs (g)').fill('55');
    await dialog.getByLabel('Fat (g)').fill('24');
    await dialog.getByRole('button', { name: 'Save Entry' }).click();

    await expect(dialog.getByText('Food Entry Saved!')).toBeVisible();
    await expect(dialog.getByText('Your meal has been added to your diary.')).toBeVisible();
    await expect(dialog).toBeHidden({ timeout: 5000 });

    const diary = page.getByRole('region', { name: 'Food Diary - Today' });
    await expect(diary.getByText('Salmon bowl')).toBeVisible();
    await expect(overview.getByText('Eaten 640 kcal')).toBeVisible();
    // 2,000 − 640 left, in the ring's centre.
    await expect(overview.getByText('1,360', { exact: true })).toBeVisible();
    await expect(overview.getByText('42.5 / 150g')).toBeVisible();
    await expect(overview.getByText('55 / 200g')).toBeVisible();
    await expect(overview.getByText('24 / 70g')).toBeVisible();
    expect(documentLoads).toBe(loadsBefore);

    const [stored] = await (await page.request.get('/api/food-entries')).json();
    expect(stored).toMatchObject({
      foodName: 'Salmon bowl',
      mealType: 'dinner',
      calories: 640,
      protein: 42.5,
      carbs: 55,
      fat: 24,
      analysisMethod: 'manual',
    });

    // Reopened, the form is reset: meal type back to Lunch.
    await page.getByRole('button', { name: 'Add Manual' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Add Manual Entry' }).getByRole('combobox', { name: 'Meal Type' }),
    ).toHaveText(/Lunch/);
  });

  test('a failed save keeps what the user typed and says so', async ({ page }) => {
    const dialog = await openManualEntry(page);
    await dialog.getByLabel('Food Name *').fill('Oat latte');
    await dialog.getByLabel('Calories *').fill('180');
    await page.route('**/api/food-entries', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, body: 'database unavailable' })
        : route.continue(),
    );
    await dialog.getByRole('button', { name: 'Save Entry' }).click();
    await expect(page.getByText('Save Failed')).toBeVisible();
    await expect(dialog.getByLabel('Food Name *')).toHaveValue('Oat latte');
    await page.unroute('**/api/food-entries');
    await dialog.getByRole('button', { name: 'Save Entry' }).click();
    await expect(dialog.getByText('Food Entry Saved!')).toBeVisible();
  });
});

test('a session that ended meanwhile: the unauthorized toast, then the sign-in screen', async ({ page }) => {
  await signUp(page.request);
  await watchToasts(page);
  await page.goto('/dashboard');
  await dashboardSettled(page);
  await page.getByRole('button', { name: 'Add Manual' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Manual Entry' });
  await dialog.getByLabel('Food Name *').fill('Late lunch');
  await dialog.getByLabel('Calories *').fill('450');
  // The session ends on the server (another tab logged out).
  expect((await page.request.post('/api/auth/logout')).status()).toBe(200);
  await dialog.getByRole('button', { name: 'Save Entry' }).click();
  expect(await signedOutToastShown(page, /\/login$/)).toBe(true);
  await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
});

test('a session that ended while the dashboard was open: the next screen says so and goes to /', async ({ page }) => {
  await signUp(page.request);
  await watchToasts(page);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: 'Quick Stats' })).toBeVisible();
  await dashboardSettled(page);
  expect((await page.request.post('/api/auth/logout')).status()).toBe(200);
  // Inside the app, the next data call finds no user: the progress page's 30-day trend.
  await page.getByRole('button', { name: 'Quick actions' }).click();
  await page
    .getByRole('dialog', { name: 'Quick Actions' })
    .getByRole('button', { name: 'Progress', exact: true })
    .click();
  // The Trends card's range (the Weight card has one of its own).
  await page.getByRole('region', { name: 'Trends' }).getByRole('button', { name: '30 days' }).click();
  expect(await signedOutToastShown(page, /\/$/)).toBe(true);
  await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
});
