import { expect, test } from '@playwright/test';
import { signUp } from './fixtures';

const PENDING_KEY = 'chairside.pendingAction';

test.describe('quick actions (desktop)', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  test('the floating launcher opens the dialog; each page action goes to its route', async ({ page }) => {
    const targets: [string, RegExp, string][] = [
      ['Community', /\/community$/, 'Community'],
      ['Progress', /\/progress$/, 'Fitness & Nutrition Progress'],
      ['Settings', /\/settings$/, 'Settings'],
      ['Stretches', /\/stretches$/, 'Workplace Wellness Stretches'],
      ['Dashboard', /\/$/, 'Your Fitness & Nutrition Dashboard'],
    ];
    await page.goto('/progress');
    for (const [label, url, title] of targets) {
      await page.getByRole('button', { name: 'Quick actions' }).click();
      await page
        .getByRole('dialog', { name: 'Quick Actions' })
        .getByRole('button', { name: label, exact: true })
        .click();
      await expect(page).toHaveURL(url);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
    }
  });

  test('the logging actions hand their pending flag to the dashboard, which opens the dialog once', async ({
    page,
  }) => {
    // Record what the shell stores on every page load, since the dashboard takes the flag as soon as it mounts.
    await page.addInitScript((key) => {
      const stored: string[] = JSON.parse(sessionStorage.getItem('e2e.storedFlags') ?? '[]');
      (window as unknown as { storedFlags: string[] }).storedFlags = stored;
      const setItem = Storage.prototype.setItem;
      Storage.prototype.setItem = function (k: string, v: string) {
        if (k === key) {
          stored.push(v);
          setItem.call(sessionStorage, 'e2e.storedFlags', JSON.stringify(stored));
        }
        return setItem.call(this, k, v);
      };
    }, PENDING_KEY);
    for (const [label, flag, dialog] of [
      ['Scan Food', 'camera', 'Scan Food'],
      ['Log Exercise', 'exercise', 'Log Exercise'],
      ['Voice Log', 'voice', 'Voice Nutrition Logging'],
    ]) {
      await page.goto('/community');
      await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
      await page.evaluate(() => window.dispatchEvent(new Event('openQuickAccess')));
      await page
        .getByRole('dialog', { name: 'Quick Actions' })
        .getByRole('button', { name: label, exact: true })
        .click();
      await expect(page).toHaveURL(/\/$/);
      await expect(page.getByRole('dialog', { name: dialog })).toBeVisible();
      expect(await page.evaluate(() => (window as unknown as { storedFlags: string[] }).storedFlags.at(-1))).toBe(flag);
      expect(await page.evaluate((k) => localStorage.getItem(k), PENDING_KEY)).toBeNull();
      await page.keyboard.press('Escape');
      await expect(page.getByRole('dialog', { name: dialog })).toBeHidden();
    }
    await page.goto('/community');
    await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    await page.evaluate(() => window.dispatchEvent(new Event('openQuickAccess')));
    await page
      .getByRole('dialog', { name: 'Quick Actions' })
      .getByRole('button', { name: 'Manual Entry', exact: true })
      .click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('dialog', { name: 'Add Manual Entry' })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { storedFlags: string[] }).storedFlags.at(-1))).toBe(
      'manual',
    );
    expect(await page.evaluate((k) => localStorage.getItem(k), PENDING_KEY)).toBeNull();
    await page.getByRole('button', { name: 'Cancel' }).click();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Fitness & Nutrition Dashboard' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Add Manual Entry' })).toBeHidden();
  });
});

test.describe('keyboard and hash', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  test('the Quick Actions dialog keeps keyboard focus inside, visibly, and gives it back on Escape', async ({
    page,
  }) => {
    await page.goto('/progress');
    const launcher = page.getByRole('button', { name: 'Quick actions' });
    await launcher.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Quick Actions' });
    await expect(dialog).toBeVisible();
    for (let i = 0; i < 15; i++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement as HTMLElement;
        const style = getComputedStyle(el);
        // MUI marks keyboard focus with Mui-focusVisible (a focus ripple); anything else needs an outline.
        return {
          inside: !!el.closest('[role="dialog"]'),
          visible: el.classList.contains('Mui-focusVisible') || style.outlineStyle !== 'none',
        };
      });
      expect(focus).toEqual({ inside: true, visible: true });
    }
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(launcher).toBeFocused();
  });

  test('/#quick-actions scrolls the dashboard to its Quick Actions card', async ({ page }) => {
    await page.setViewportSize({ width: 1280, height: 420 });
    await page.goto('/#quick-actions');
    await expect(page.getByRole('heading', { level: 1, name: 'Your Fitness & Nutrition Dashboard' })).toBeVisible();
    await expect(page.getByRole('region', { name: 'Quick Actions' })).toBeInViewport({ ratio: 0.5 });
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
  });
});

test.describe('mobile', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('no signed-in page scrolls sideways on a phone', async ({ page }) => {
    await signUp(page.request);
    for (const [path, title] of [
      ['/dashboard', 'Your Fitness & Nutrition Dashboard'],
      ['/progress', 'Fitness & Nutrition Progress'],
      ['/quiz', 'Fitness Nutrition Personality Quiz'],
    ] as const) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
      await page.waitForLoadState('networkidle');
      expect(await page.evaluate(() => document.documentElement.scrollWidth), path).toBeLessThanOrEqual(390);
    }
  });

  test('the bottom tab bar reaches every tab, and its quick-actions button leads to the Quick Actions card', async ({
    page,
  }) => {
    await signUp(page.request);
    await page.goto('/dashboard');
    const tabs = page.getByRole('navigation', { name: 'Tabs' });
    for (const [label, title] of [
      ['Stretches', 'Workplace Wellness Stretches'],
      ['Progress', 'Fitness & Nutrition Progress'],
      ['Community', 'Community'],
      ['Settings', 'Settings'],
      ['Home', 'Your Fitness & Nutrition Dashboard'],
    ]) {
      await tabs.getByRole('link', { name: label }).click();
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    }
    await tabs.getByRole('link', { name: 'Community' }).click();
    await tabs.getByRole('button', { name: 'Go to quick actions' }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('region', { name: 'Quick Actions' })).toBeInViewport();
    expect(await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth)).toBe(true);
  });

  test('the top navigation collapses into a menu', async ({ page }) => {
    await signUp(page.request);
    await page.goto('/dashboard');
    await expect(page.getByRole('navigation', { name: 'Main' })).toBeHidden();
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('navigation', { name: 'Mobile' }).getByRole('link', { name: 'Quiz' }).click();
    await expect(page.getByRole('heading', { level: 1, name: 'Fitness Nutrition Personality Quiz' })).toBeVisible();
  });
});
