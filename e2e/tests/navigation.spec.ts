import { expect, test } from '@playwright/test';
import { signUp } from './fixtures';

// Every navigation item is a link (`<a href>`): announced as a link, opened in a new tab like one.

const MAIN = [
  ['Dashboard', '/'],
  ['Progress', '/progress'],
  ['Stretches', '/stretches'],
  ['Quiz', '/quiz'],
  ['Community', '/community'],
  ['Settings', '/settings'],
] as const;

const TABS = [
  ['Home', '/dashboard'],
  ['Stretches', '/stretches'],
  ['Progress', '/progress'],
  ['Community', '/community'],
  ['Settings', '/settings'],
] as const;

test('the top navigation’s items are links to their pages', async ({ page }) => {
  await signUp(page.request);
  await page.goto('/dashboard');
  const nav = page.getByRole('navigation', { name: 'Main' });
  for (const [name, href] of MAIN)
    await expect(nav.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  await expect(page.getByRole('banner').getByRole('link', { name: 'Chairside' })).toHaveAttribute('href', '/');
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the tab bar’s tabs are links, the current one marked, and a tab opens in a new tab', async ({
    page,
    context,
  }) => {
    await signUp(page.request);
    await page.goto('/dashboard');
    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    for (const [name, href] of TABS)
      await expect(tabs.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
    await expect(tabs.getByRole('button', { name: 'Home' })).toHaveCount(0);
    await expect(tabs.getByRole('link', { name: 'Home' })).toHaveAttribute('aria-current', 'page');

    await tabs.getByRole('link', { name: 'Progress' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fitness & Nutrition Progress' })).toBeVisible();
    await expect(tabs.getByRole('link', { name: 'Progress' })).toHaveAttribute('aria-current', 'page');
    await expect(tabs.getByRole('link', { name: 'Home' })).not.toHaveAttribute('aria-current', 'page');

    // Ctrl+click: the browser opens the link in a new tab; this page stays where it is.
    const opened = context.waitForEvent('page');
    await tabs.getByRole('link', { name: 'Stretches' }).click({ modifiers: ['ControlOrMeta'] });
    const newTab = await opened;
    await expect(newTab).toHaveURL(/\/stretches$/);
    await expect(newTab.getByRole('heading', { level: 1, name: 'Workplace Wellness Stretches' })).toBeVisible();
    await expect(page).toHaveURL(/\/progress$/);
  });

  test('the quick-actions button covers no tab', async ({ page }) => {
    await signUp(page.request);
    await page.goto('/dashboard');
    const fab = await page.getByRole('button', { name: 'Go to quick actions' }).boundingBox();
    const tabs = page.getByRole('navigation', { name: 'Tabs' }).getByRole('link');
    expect(await tabs.count()).toBe(TABS.length);
    for (const tab of await tabs.all()) {
      const box = (await tab.boundingBox())!;
      const overlaps =
        fab!.x < box.x + box.width &&
        box.x < fab!.x + fab!.width &&
        fab!.y < box.y + box.height &&
        box.y < fab!.y + fab!.height;
      expect(overlaps, (await tab.textContent()) ?? '').toBe(false);
    }
  });

  test('the mobile menu’s items are links to their pages', async ({ page }) => {
    await signUp(page.request);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('navigation', { name: 'Mobile' });
    for (const [name, href] of MAIN)
      await expect(menu.getByRole('link', { name, exact: true })).toHaveAttribute('href', href);
  });
});
