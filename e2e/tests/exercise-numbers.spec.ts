import { expect, test } from '@playwright/test';
import { signUp } from './fixtures';

test.describe('Exercise numbers', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  test('Run and Describe both use MET × the member’s weight, and brisk walking is not High', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    expect((await page.request.put('/api/user-profile', { data: { weight: 50 } })).ok()).toBe(true);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Log Exercise' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log Exercise' });
    await dialog.getByRole('radio', { name: 'Run', exact: true }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('radio', { name: /^Medium/ }).check();
    await dialog.getByRole('button', { name: '30 min' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // Running at moderate effort, 9.8 MET × 50 kg × 0.5 h.
    await expect(dialog.getByText('245 kcal')).toBeVisible();
    await expect(dialog.getByText('9.8 MET × 50 kg', { exact: false })).toBeVisible();

    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('radio', { name: 'Describe Exercise', exact: true }).check();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('What did you do?').fill('30 minute run');
    await dialog.getByRole('button', { name: 'Add Exercise' }).click();
    const running = dialog.getByRole('region', { name: 'Running' });
    await expect(running.getByText('245 kcal', { exact: true })).toBeVisible();

    await dialog.getByLabel('What did you do?').fill('30 minutes brisk walking');
    await dialog.getByRole('button', { name: 'Add Exercise' }).click();
    const walking = dialog.getByRole('region', { name: 'Walking' });
    await expect(walking.getByText('Medium', { exact: true })).toBeVisible();
    await expect(walking.getByText('High', { exact: true })).toHaveCount(0);
  });

  test('a guided break logs no stretch passed over with Next before it was held', async ({ page }) => {
    await page.goto('/stretches');
    await page.getByRole('button', { name: 'Start a stretch break' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stretch break' });
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    // Next as fast as a thumb can, through to the last stretch's Finish: a second or two in all.
    const next = dialog.getByRole('button', { name: 'Next', exact: true });
    while (await next.isVisible()) await next.click();
    await dialog.getByRole('button', { name: 'Finish', exact: true }).click();
    await expect(
      dialog.getByText('No stretch was held for at least half its time, so there is nothing to log.', { exact: false }),
    ).toBeVisible();
    expect(await (await page.request.get('/api/exercise-entries')).json()).toEqual([]);
  });
});
