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
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
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

// WCAG 2.2 focus appearance: the control a keyboard user is on wears a solid 3 px ring,
// not only MUI's faint ripple; buttons and links alike.
test('keyboard focus shows a solid ring on buttons and links', async ({ page }) => {
  await signUp(page.request);
  await page.goto('/dashboard');
  await expect(page.getByRole('region', { name: "Today's Overview" })).toBeVisible();
  const ring = (name: string, role: 'button' | 'link') =>
    page
      .getByRole(role, { name, exact: true })
      .first()
      .evaluate((el) => {
        const s = getComputedStyle(el);
        return `${s.outlineStyle} ${s.outlineWidth}`;
      });
  await page.getByRole('button', { name: 'Adjust Goals' }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect(await ring('Adjust Goals', 'button')).toBe('solid 3px');
  await page.getByRole('banner').getByRole('link', { name: 'Progress' }).focus();
  await page.keyboard.press('Shift+Tab');
  await page.keyboard.press('Tab');
  expect(await ring('Progress', 'link')).toBe('solid 3px');
});
