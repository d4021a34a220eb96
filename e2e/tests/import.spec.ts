import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, sideways, signUp } from './fixtures';

// A MyFitnessPal "Nutrition Summary" export, in its real column layout, made here for yesterday.
const HEADER =
  'Date,Meal,Calories,Fat (g),Saturated Fat,Polyunsaturated Fat,Monounsaturated Fat,Trans Fat,Cholesterol,' +
  'Sodium (mg),Potassium,Carbohydrates (g),Fiber,Sugar,Protein (g),Vitamin A,Vitamin C,Calcium,Iron,Note';

function nutritionSummary(day: string): Buffer {
  return Buffer.from(
    [
      HEADER,
      `${day},Breakfast,420.0,12.0,4.0,1,2,0,30,300.0,200,55.0,6.0,9.0,21.0,0,0,0,0,`,
      `${day},Lunch,"1,050.0",40.0,12.0,2,6,0,80,1200.0,600,110.0,9.0,14.0,60.0,0,0,0,0,"soup, bread"`,
      `${day},Snacks,abc,1,1,0,0,0,0,1,0,1,1,1,1,0,0,0,0,`,
    ].join('\r\n'),
  );
}

async function openImport(page: Page) {
  await page.goto('/settings');
  await page.getByRole('button', { name: 'Import from MyFitnessPal or Cronometer' }).click();
  const dialog = page.getByRole('dialog', { name: 'Import from MyFitnessPal or Cronometer' });
  await expect(dialog.getByLabel(/^CSV files/)).toBeVisible();
  return dialog;
}

test.use({ viewport: { width: 390, height: 844 } });

test('a MyFitnessPal export: preview, import with progress to done, the entries in the diary; the same file again adds nothing', async ({
  page,
}) => {
  await signUp(page.request);
  const yesterday = await page.evaluate(() => {
    const d = new Date(Date.now() - 86_400_000);
    return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
  });
  const file = { name: 'Nutrition-Summary.csv', mimeType: 'text/csv', buffer: nutritionSummary(yesterday) };

  let dialog = await openImport(page);
  await dialog.getByLabel(/^CSV files/).setInputFiles(file);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText('Ready to import 2 entries and 0 weigh-ins on 1 day.')).toBeVisible();
  await expect(dialog.getByText('MyFitnessPal nutrition summary · 3 rows')).toBeVisible();
  await expect(dialog.getByText('Skipped 1 row')).toBeVisible();
  await expect(dialog.getByText('Nutrition-Summary.csv, row 4')).toBeVisible();
  await expect(dialog.getByText('Calories "abc" is not a number')).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  expect(await sideways(page)).toBe(0);

  // The first progress answer waits a moment, so the bar is seen before the import is done.
  let held = false;
  await page.route(/\/api\/imports\/[0-9a-f-]+$/, async (route) => {
    if (!held) {
      held = true;
      await new Promise((r) => setTimeout(r, 800));
    }
    await route.continue();
  });
  await dialog.getByRole('button', { name: 'Import', exact: true }).click();
  const bar = dialog.getByRole('progressbar', { name: 'Import progress' });
  const done = dialog.getByText('Imported 2 entries and 0 weigh-ins.');
  await expect(bar.or(done)).toBeVisible();
  await expect(done).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  await dialog.getByRole('button', { name: 'Close' }).click();
  await expect(dialog).toBeHidden();

  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Previous day' }).click();
  const diary = page.getByRole('region', { name: 'Food Diary - Yesterday' });
  await expect(diary.getByText('Breakfast from MyFitnessPal')).toBeVisible();
  await expect(diary.getByText('Lunch from MyFitnessPal')).toBeVisible();
  await expect(page.getByRole('region', { name: 'Overview - Yesterday' }).getByText(/Eaten 1,?470 kcal/)).toBeVisible();
  expect(await sideways(page)).toBe(0);

  // The same file again: the preview says nothing is new, and Import stays off.
  dialog = await openImport(page);
  await dialog.getByLabel(/^CSV files/).setInputFiles(file);
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByText(/^Nothing new to import\. 2 rows were imported before/)).toBeVisible();
  await expect(dialog.getByRole('button', { name: 'Import', exact: true })).toBeDisabled();
  const entries = await (await page.request.get(`/api/food-entries?date=${yesterday}`)).json();
  expect(entries).toHaveLength(2);
});

test('a file that is not an export is refused, naming the file and the row', async ({ page }) => {
  await signUp(page.request);
  const dialog = await openImport(page);
  await dialog.getByLabel(/^CSV files/).setInputFiles({
    name: 'bank.csv',
    mimeType: 'text/csv',
    buffer: Buffer.from('Date,Amount,Payee\n2026-01-02,12.50,Cafe\n'),
  });
  await dialog.getByRole('button', { name: 'Preview' }).click();
  await expect(dialog.getByRole('alert')).toContainText('"bank.csv" is not a MyFitnessPal or Cronometer export');
  await expect(dialog.getByRole('alert')).toContainText('(row 1)');
  expect(await sideways(page)).toBe(0);
  expect(await seriousViolations(page)).toEqual([]);
});
