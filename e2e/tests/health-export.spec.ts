import { expect, test, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import { dashboardSettled, seriousViolations, signedOutToastShown, signUp, watchToasts } from './fixtures';

const toast = (page: Page) => page.getByTestId('toast');

async function openHealthSync(page: Page, load = true) {
  if (load) await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Health Sync', exact: true }).click();
  const dialog = page.getByRole('dialog', { name: 'Health Data Export' });
  await expect(dialog.getByRole('region', { name: 'Apple Health' })).toBeVisible();
  return dialog;
}

async function downloaded(page: Page, click: () => Promise<void>) {
  const download = page.waitForEvent('download');
  await click();
  const d = await download;
  return { name: d.suggestedFilename(), text: await readFile((await d.path())!, 'utf8') };
}

test.describe("Health Data Export (mfe-profile's widget on the dashboard)", () => {
  test('connect, sync, download the FHIR bundle and CSV, sync again from the shown lastSync, disconnect', async ({
    page,
  }) => {
    await signUp(page.request);
    const entry = { foodName: 'Greek yogurt', mealType: 'breakfast', calories: 150, protein: 15, carbs: 8, fat: 4 };
    expect((await page.request.post('/api/food-entries', { data: entry })).status()).toBe(201);
    const dialog = await openHealthSync(page);
    await expect(dialog.getByText(/Apple Health has no web connection/)).toBeVisible();
    const apple = dialog.getByRole('region', { name: 'Apple Health' });
    const google = dialog.getByRole('region', { name: 'Google Fit' });
    await expect(apple.getByText('Not connected')).toBeVisible();
    await expect(google.getByText('Not connected')).toBeVisible();
    await expect(apple.getByRole('link')).toHaveCount(0);

    await apple.getByRole('button', { name: 'Connect Apple Health' }).click();
    await expect(toast(page)).toContainText('Apple Health Connected');
    await expect(toast(page)).toContainText('Sync now prepares an export of your meals and workouts');
    await expect(apple.getByText('Connected', { exact: true })).toBeVisible();
    await expect(apple.getByText('No export yet')).toBeVisible();

    const firstSync = page.waitForRequest((r) => r.url().endsWith('/apple_health/sync'));
    await apple.getByRole('button', { name: 'Sync now' }).click();
    expect((await firstSync).postDataJSON()).toEqual({ since: null });
    await expect(toast(page)).toContainText('Export ready · 1 entry');
    await expect(apple.getByText('Export ready · 1 entry')).toBeVisible();
    const [listed] = await (await page.request.get('/api/health-integrations')).json();
    expect(listed).toMatchObject({ platform: 'apple_health', connected: true, syncData: { entriesUploaded: 1 } });

    const fhir = await downloaded(page, () =>
      apple.getByRole('link', { name: 'Download Apple Health FHIR bundle' }).click(),
    );
    expect(fhir.name).toMatch(/^chairside-apple-health-\d{4}-\d{2}-\d{2}\.json$/);
    expect(JSON.parse(fhir.text)).toMatchObject({ resourceType: 'Bundle', type: 'collection', total: 1 });
    const csv = await downloaded(page, () => apple.getByRole('link', { name: 'Download Apple Health CSV' }).click());
    expect(csv.name).toMatch(/\.csv$/);
    const lines = csv.text.trim().split('\r\n');
    expect(lines[0]).toBe(
      'type,date,name,meal_or_activity,calories,protein_g,carbs_g,fat_g,sugars_g,duration_min,intensity',
    );
    expect(lines[1]).toContain('Greek yogurt,breakfast,150,15,8,4');

    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/health-export-1440.png' });

    // The next sync starts from the lastSync the dialog showed; nothing new, nothing uploaded.
    const secondSync = page.waitForRequest((r) => r.url().endsWith('/apple_health/sync'));
    await apple.getByRole('button', { name: 'Sync now' }).click();
    expect((await secondSync).postDataJSON()).toEqual({ since: listed.lastSync });
    await expect(toast(page)).toContainText('Nothing new to export');

    await google.getByRole('button', { name: 'Connect Google Fit' }).click();
    await expect(toast(page)).toContainText('Google Fit Connected');
    await expect(toast(page)).toContainText('to import into Google Fit.');

    await apple.getByRole('button', { name: 'Disconnect' }).click();
    await expect(toast(page)).toContainText('Disconnected');
    await expect(apple.getByText('Not connected')).toBeVisible();
    await expect(apple.getByRole('button', { name: 'Connect Apple Health' })).toBeVisible();
    expect((await (await page.request.get('/api/health-integrations')).json())[0].connected).toBe(false);

    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
  });

  test('connection, sync and disconnection failures each name themselves in a toast', async ({ page }) => {
    await signUp(page.request);
    await page.request.post('/api/health-integrations/apple_health/connect');
    const dialog = await openHealthSync(page);
    const fail = (path: string) =>
      page.route(`**/api/health-integrations/${path}`, (route) => route.fulfill({ status: 500, body: 'boom' }));
    await fail('google_fit/connect');
    await dialog.getByRole('button', { name: 'Connect Google Fit' }).click();
    await expect(toast(page)).toContainText('Connection Failed');
    await expect(toast(page)).toContainText('Unable to connect to Google Fit. Please try again.');
    await fail('apple_health/sync');
    await dialog.getByRole('button', { name: 'Sync now' }).click();
    await expect(toast(page)).toContainText('Sync Failed');
    await expect(toast(page)).toContainText('Failed to sync with health platform. Please try again.');
    await fail('apple_health/disconnect');
    await dialog.getByRole('button', { name: 'Disconnect' }).click();
    await expect(toast(page)).toContainText('Disconnection Failed');
    await expect(toast(page)).toContainText('Failed to disconnect from health platform. Please try again.');
  });

  test('a session that ended goes to /api/login after the Unauthorized toast', async ({ page }) => {
    await signUp(page.request);
    await watchToasts(page);
    await page.goto('/dashboard');
    await dashboardSettled(page);
    const dialog = await openHealthSync(page, false);
    expect((await page.request.post('/api/auth/logout')).status()).toBe(200);
    await dialog.getByRole('button', { name: 'Connect Apple Health' }).click();
    // /api/login sends the browser on to the sign-in screen.
    expect(await signedOutToastShown(page, /\/login$/)).toBe(true);
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
  });

  test('fits a 390 px phone without sideways scrolling', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page.request);
    await page.request.post('/api/health-integrations/apple_health/connect');
    const dialog = await openHealthSync(page);
    await expect(dialog.getByRole('button', { name: 'Sync now' })).toBeVisible();
    const wide = await dialog.evaluate(
      (d) => [...d.querySelectorAll<HTMLElement>('*')].filter((el) => el.scrollWidth > el.clientWidth + 1).length,
    );
    expect(wide).toBe(0);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/health-export-390.png' });
  });
});
