import { expect, test } from '@playwright/test';
import { signUp } from './fixtures';

/**
 * Back with a dialog open closes the dialog and stays on the page, as a member expects of a screen
 * that looks like a page of its own; a dialog closed another way leaves the history as it was.
 */

test.describe('on a desktop', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test('Back closes the Quick Actions dialog and stays on the dashboard; Back again leaves it', async ({ page }) => {
    await signUp(page.request);
    await page.goto('/progress');
    await expect(page.getByRole('heading', { level: 1, name: 'Fitness & Nutrition Progress' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Dashboard' }).click();
    const title = page.getByRole('heading', { level: 1, name: 'Your Fitness & Nutrition Dashboard' });
    await expect(title).toBeVisible();

    await page.getByRole('button', { name: 'Quick actions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick Actions' });
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(title).toBeVisible();
    await expect(page).toHaveURL(/\/$/);

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Fitness & Nutrition Progress' })).toBeVisible();
  });

  test('a dialog closed by Escape leaves the history as it was: Back goes to the page before', async ({ page }) => {
    await signUp(page.request);
    await page.goto('/progress');
    await expect(page.getByRole('heading', { level: 1, name: 'Fitness & Nutrition Progress' })).toBeVisible();
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Stretches' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Workplace Wellness Stretches' })).toBeVisible();

    await page.getByRole('button', { name: 'Quick actions' }).click();
    const dialog = page.getByRole('dialog', { name: 'Quick Actions' });
    await expect(dialog).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('button', { name: 'Quick actions' })).toBeFocused();

    await page.goBack();
    await expect(page.getByRole('heading', { level: 1, name: 'Fitness & Nutrition Progress' })).toBeVisible();
  });
});

test.describe('on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('Back closes Add Manual Entry and the dashboard stays', async ({ page }) => {
    await signUp(page.request);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Add Manual' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Manual Entry' });
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('region', { name: 'Quick Actions' })).toBeVisible();
    // It opens again as before.
    await page.getByRole('button', { name: 'Add Manual' }).click();
    await expect(dialog).toBeVisible();
  });

  test('Back closes a Settings dialog and Settings stays', async ({ page }) => {
    await signUp(page.request);
    await page.goto('/settings');
    await page.getByRole('button', { name: /Language/ }).click();
    const dialog = page.getByRole('dialog');
    await expect(dialog).toBeVisible();
    await page.goBack();
    await expect(dialog).toBeHidden();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Settings' })).toBeVisible();
  });
});
