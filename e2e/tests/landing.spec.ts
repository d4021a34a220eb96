import { expect, test } from '@playwright/test';
import { DEMO, newUser } from './fixtures';

const username = (page: import('@playwright/test').Page) => page.getByLabel('Email Address', { exact: true });

/** One toast shows at a time: close the last one, so the next assertion sees a new toast. */
async function dismissToast(page: import('@playwright/test').Page) {
  const toast = page.getByTestId('toast');
  if (await toast.isVisible()) await toast.getByRole('button', { name: 'Close' }).click();
  await expect(toast).toBeHidden();
}

test.describe('landing page (/ signed out)', () => {
  test('shows the hero tiles, the demo accounts, the features with NEW badges, testimonials and stats', async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1, name: /dental professionals/ })).toBeVisible();
    for (const tile of ['Fitness Tracking', 'AI Food Analysis', 'Ergonomic Stretches'])
      await expect(page.getByRole('heading', { name: tile, exact: true })).toBeVisible();
    await expect(page.getByText('dentist@chairside.demo')).toBeVisible();
    await expect(page.getByText('hygienist@chairside.demo')).toBeVisible();
    await expect(page.getByText('NEW', { exact: true })).toHaveCount(2);
    await expect(page.locator('blockquote')).toHaveCount(3);
    await expect(page.getByRole('contentinfo')).toContainText(`© ${new Date().getFullYear()} Chairside`);
  });

  test('shows phone-frame previews of six screens drawn with sample data', async ({ page }) => {
    await page.goto('/');
    for (const screen of ['Dashboard', 'AI food scanner', 'Community', 'Voice Logging', 'Analytics', 'Health Sync']) {
      await expect(page.getByRole('figure', { name: `${screen} preview` })).toBeAttached();
    }
    const scanner = page.getByRole('figure', { name: 'AI food scanner preview' });
    for (const tab of ['AI Photo', 'Barcode', 'Manual'])
      await expect(scanner.getByText(tab, { exact: true })).toBeAttached();
    // The landing page is a page of its own: no remote, no remotes.json, no federated app bundle.
    const loaded = await page.evaluate(() =>
      performance.getEntriesByType('resource').map((r) => new URL(r.name).pathname),
    );
    expect(loaded.filter((p) => p.startsWith('/remotes') || /^\/main\./.test(p))).toEqual([]);
    expect(loaded.filter((p) => p.endsWith('.js')).every((p) => p.startsWith('/landing/'))).toBe(true);
  });

  test('Get Started and Login Now focus the username field', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Get Started' }).click();
    await expect(username(page)).toBeFocused();
    await page.getByRole('heading', { level: 1 }).click();
    await page.getByRole('button', { name: 'Login Now' }).click();
    await expect(username(page)).toBeFocused();
  });

  test('Explore Features scrolls to the features', async ({ page }) => {
    await page.goto('/');
    await page.getByRole('button', { name: 'Explore Features' }).click();
    await expect(page.getByRole('heading', { name: 'Everything you need between patients' })).toBeInViewport();
  });

  test('every call-to-action asks a signed-out visitor to log in first', async ({ page }) => {
    await page.goto('/');
    for (const cta of [
      'View Dashboard',
      'Try AI Analysis',
      'Try Voice Logging',
      'Track Exercise',
      'View Stretches',
      'Connect Health',
    ]) {
      await dismissToast(page);
      await page.getByRole('button', { name: cta }).click();
      await expect(page.getByText('Please log in first')).toBeVisible();
      await expect(page.getByText('Use the login form above to access the app.')).toBeVisible();
      // Something to do, not a failure and not a success.
      await expect(page.getByTestId('toast')).toHaveAttribute('data-severity', 'warning');
      await expect(username(page)).toBeFocused();
      await expect(page).toHaveURL(/\/$/);
    }
    const join = page.getByRole('button', { name: 'Join Community' });
    await expect(join).toHaveCount(2);
    for (const i of [0, 1]) {
      await dismissToast(page);
      await page.getByRole('button', { name: 'Get Started' }).focus();
      await join.nth(i).click();
      await expect(page.getByText('Please log in first')).toBeVisible();
      await expect(username(page)).toBeFocused();
      await expect(page).toHaveURL(/\/$/);
    }
  });

  test('every call-to-action takes a visitor whose session exists straight to its target', async ({
    page,
    context,
  }) => {
    const user = newUser();
    expect(
      (
        await page.request.post('/api/auth/signup', { data: { email: user.email, name: user.name, pin: user.pin } })
      ).status(),
    ).toBe(201);
    const targets: [string, number, RegExp, string][] = [
      ['View Dashboard', 0, /\/dashboard$/, 'Your Fitness & Nutrition Dashboard'],
      ['Try AI Analysis', 0, /\/dashboard$/, 'Your Fitness & Nutrition Dashboard'],
      ['Try Voice Logging', 0, /\/dashboard$/, 'Your Fitness & Nutrition Dashboard'],
      ['Track Exercise', 0, /\/dashboard$/, 'Your Fitness & Nutrition Dashboard'],
      ['View Stretches', 0, /\/stretches$/, 'Workplace Wellness Stretches'],
      ['Join Community', 0, /\/community$/, 'Community'],
      ['Join Community', 1, /\/community$/, 'Community'],
      ['Connect Health', 0, /\/settings$/, 'Settings'],
    ];
    for (const [cta, nth, url, title] of targets) {
      // The landing page is what a visitor without a session gets; the session starts after it loaded.
      await context.clearCookies();
      await page.goto('/');
      await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
      expect(
        (await page.request.post('/api/auth/login', { data: { username: user.email, pin: user.pin } })).status(),
      ).toBe(200);
      await page.getByRole('button', { name: cta }).nth(nth).click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
  });

  test("the 'Start Your Journey' card signs in and goes to the dashboard", async ({ page }) => {
    await page.goto('/');
    await username(page).fill(DEMO.username);
    await page.getByLabel('PIN').fill(DEMO.pin);
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    await expect(page.getByText('Login successful')).toBeVisible();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Fitness & Nutrition Dashboard' })).toBeVisible();
  });

  test('a failed landing login is a destructive toast and signs nobody in', async ({ page }) => {
    await page.goto('/');
    await username(page).fill(DEMO.username);
    await page.getByLabel('PIN').fill('0000');
    await page.getByRole('button', { name: 'Access Dashboard' }).click();
    const failed = page.getByRole('alert').filter({ hasText: 'Login failed' });
    await expect(failed).toContainText('Please check your credentials and try again.');
    await expect(page).toHaveURL(/\/$/);
    // Someone without an account finds the way to one from the failure and from the card.
    await expect(page.getByRole('link', { name: 'Create an account' })).toHaveAttribute('href', '/signup');
    await failed.getByRole('button', { name: 'Create an account' }).click();
    await expect(page).toHaveURL(/\/signup$/);
  });
});

test.describe('landing page on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });
  test('has no horizontal scrolling', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });
});
