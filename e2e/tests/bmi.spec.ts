import { expect, test } from '@playwright/test';
import { seriousViolations, showCard, signUp } from './fixtures';

// BMI is classified on the unrounded value and shown with one decimal, cut rather than rounded,
// so the number and the category shown never disagree (docs/decisions.md "BMI").

test('68 kg at 165 cm (BMI 24.98) shows 24.9 · Normal weight, never "25 · Overweight"', async ({ page }) => {
  await signUp(page.request);
  // 68 / 1.65² = 68 / 2.7225 = 24.977…
  await page.request.put('/api/user-profile', { data: { height: 165, weight: 68 } });
  await page.goto('/dashboard');
  const card = page.getByRole('region', { name: 'BMI Tracking' });
  // Below the first screen, the card loads as it comes near it.
  await showCard(card);
  await expect(card.getByText('24.9', { exact: true })).toBeVisible();
  await expect(card.getByText('Normal weight')).toBeVisible();
  await expect(card.getByText('Overweight')).toHaveCount(0);
  expect(await seriousViolations(page)).toEqual([]);

  await card.getByRole('button', { name: 'Update Measurements' }).click();
  const dialog = page.getByRole('dialog', { name: 'Body Measurements' });
  await expect(dialog.getByText('BMI 24.9 · Normal weight')).toBeVisible();
  // 64 kg at 160 cm is 25.0 exactly: the first value of Overweight.
  await dialog.getByRole('textbox', { name: 'Height (cm)' }).fill('160');
  await dialog.getByRole('textbox', { name: 'Weight (kg)' }).fill('64');
  await expect(dialog.getByText('BMI 25.0 · Overweight')).toBeVisible();
  // 59.3 kg at 180 cm is 18.30…: one decimal, Underweight.
  await dialog.getByRole('textbox', { name: 'Height (cm)' }).fill('180');
  await dialog.getByRole('textbox', { name: 'Weight (kg)' }).fill('59.3');
  await expect(dialog.getByText('BMI 18.3 · Underweight')).toBeVisible();
});
