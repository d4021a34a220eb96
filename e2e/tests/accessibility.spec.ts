import { expect, test } from '@playwright/test';
import { seriousViolations, signUp } from './fixtures';

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`axe at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('landing page', async ({ page }) => {
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('login screen', async ({ page }) => {
      await page.goto('/login');
      await expect(page.getByRole('button', { name: 'Sign In' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('404 page', async ({ page }) => {
      await page.goto('/nowhere');
      await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });

    test('signed-in shell with the dashboard', async ({ page }) => {
      await signUp(page.request);
      await page.goto('/dashboard');
      await expect(page.getByRole('region', { name: "Today's Overview" })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
    });
  });
}
