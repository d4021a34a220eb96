import { expect, test } from '@playwright/test';
import { seriousViolations, signUp } from './fixtures';

// The Quick Actions dialog offers what a member uses during the day: no Meal Plan (a page with
// nothing on it), and Scan Barcode and Stretches.
test.describe('what the Quick Actions dialog offers', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  test('no Meal Plan; Scan Barcode opens the barcode scan and Stretches the stretches page', async ({ page }) => {
    await page.goto('/progress');
    await page.getByRole('button', { name: 'Quick actions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick Actions' });
    await expect(dialog.getByRole('button', { name: 'Scan Barcode', exact: true })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Stretches', exact: true })).toBeVisible();
    await expect(dialog.getByText('Meal Plan')).toHaveCount(0);
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Stretches', exact: true }).click();
    await expect(page).toHaveURL(/\/stretches$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Workplace Wellness Stretches' })).toBeVisible();

    await page.getByRole('button', { name: 'Quick actions' }).click();
    await dialog.getByRole('button', { name: 'Scan Barcode', exact: true }).click();
    await expect(page).toHaveURL(/\/$/);
    const scan = page.getByRole('dialog', { name: 'Scan Barcode' });
    await expect(scan).toBeVisible();
    await expect(scan.getByRole('button', { name: 'Scan Barcode', pressed: true })).toBeVisible();
  });

  test('the old Meal Plan address is a page that does not exist', async ({ page }) => {
    await page.goto('/meal-plan');
    await expect(page.getByText('404 Page Not Found')).toBeVisible();
  });
});
