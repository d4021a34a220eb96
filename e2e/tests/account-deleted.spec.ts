import { expect, test } from '@playwright/test';
import { newUser, seriousViolations, signUp } from './fixtures';

for (const width of [390, 1440]) {
  test(`at ${width} px, deleting the account ends on the landing page saying the account was deleted`, async ({
    page,
  }) => {
    await page.setViewportSize({ width, height: width === 390 ? 844 : 900 });
    const user = await signUp(page.request, newUser('Dana Gone'));
    await page.goto('/settings');
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    await dialog.getByLabel('PIN').fill(user.pin);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();

    await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
    const notice = page.getByRole('status').filter({ hasText: 'Your account has been deleted' });
    await expect(notice).toBeVisible();
    await expect(notice).toBeInViewport();
    await expect(notice).toContainText('signed out');
    // The address is the plain landing page again, so a reload or a copied link does not repeat it.
    await expect(page).toHaveURL(/\/$/);
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: `/tmp/account-deleted-${width}.png` });

    await page.reload();
    await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
    await expect(page.getByText('Your account has been deleted')).toHaveCount(0);
  });
}

test('the landing page says nothing about a deleted account to a visitor who deleted nothing', async ({ page }) => {
  await page.goto('/');
  await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
  await expect(page.getByText('Your account has been deleted')).toHaveCount(0);
});
