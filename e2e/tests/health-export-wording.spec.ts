import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { seriousViolations, signUp } from './fixtures';

// Apple Health has no web connection: Chairside prepares an export to download, so nothing it says
// may claim that data reached Apple Health.
const toast = (page: Page) => page.getByTestId('toast');

async function logMeals(page: Page, count: number) {
  for (let i = 0; i < count; i++) {
    const entry = { foodName: `Meal ${i + 1}`, mealType: 'lunch', calories: 300, protein: 20, carbs: 30, fat: 10 };
    expect((await page.request.post('/api/food-entries', { data: entry })).status()).toBe(201);
  }
}

async function openHealthSync(page: Page) {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Health Sync', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Health Data Export' });
  await expect(dialog.getByRole('region', { name: 'Apple Health' })).toBeVisible();
  return dialog;
}

for (const width of [1440, 390]) {
  test(`at ${width} px, syncing says "Export ready · 7 entries" with the download beside it, never that it synced to Apple Health`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    await signUp(page.request);
    await logMeals(page, 7);
    const dialog = await openHealthSync(page);
    await expect(
      dialog.getByText(/Apple Health has no web connection, so Chairside prepares a standard health export/),
    ).toBeVisible();
    const apple = dialog.getByRole('region', { name: 'Apple Health' });

    await apple.getByRole('button', { name: 'Connect Apple Health' }).click();
    await expect(toast(page)).toContainText('Apple Health Connected');
    await expect(toast(page)).toContainText('prepares an export of your meals and workouts');
    await expect(page.getByText(/will now sync/)).toHaveCount(0);

    await apple.getByRole('button', { name: 'Sync now' }).click();
    await expect(toast(page)).toContainText('Export ready · 7 entries');
    await expect(page.getByText(/Successfully synced|synced \d+ entries to/)).toHaveCount(0);
    // The card says the same, with its downloads right under it.
    const status = apple.getByText('Export ready · 7 entries');
    await expect(status).toBeVisible();
    const csv = apple.getByRole('link', { name: 'Download Apple Health CSV' });
    await expect(csv).toBeVisible();
    const fhir = apple.getByRole('link', { name: 'Download Apple Health FHIR bundle' });
    await expect(fhir).toBeVisible();
    const [statusBox, fhirBox] = [await status.boundingBox(), await fhir.boundingBox()];
    expect(fhirBox!.y - (statusBox!.y + statusBox!.height)).toBeLessThan(48);
    const download = page.waitForEvent('download');
    await csv.click();
    const lines = (await readFile((await (await download).path())!, 'utf8')).trim().split('\r\n');
    expect(lines).toHaveLength(8); // the header and the seven entries the card counted

    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/health-export-wording-${width}.png` });
  });
}

test('a sync with nothing new says so, and the earlier export stays ready to download', async ({ page }) => {
  await signUp(page.request);
  await logMeals(page, 2);
  await page.request.post('/api/health-integrations/apple_health/connect');
  const dialog = await openHealthSync(page);
  const apple = dialog.getByRole('region', { name: 'Apple Health' });
  await apple.getByRole('button', { name: 'Sync now' }).click();
  await expect(apple.getByText('Export ready · 2 entries')).toBeVisible();
  await apple.getByRole('button', { name: 'Sync now' }).click();
  await expect(toast(page)).toContainText('Nothing new to export');
  await expect(apple.getByText('Nothing new to export')).toBeVisible();
  await expect(apple.getByText(/0 entries/)).toHaveCount(0);
  await expect(apple.getByRole('link', { name: 'Download Apple Health CSV' })).toBeVisible();
});
