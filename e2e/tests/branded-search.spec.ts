import { expect, test } from '@playwright/test';
import { seriousViolations, sideways, signUp } from './fixtures';

/**
 * Branded foods from Open Food Facts (the fake of tools/fakes/open-food-facts.mjs) in the entry
 * form: searched on submit only, shown with brand, serving and per-100 g values, logged like any food.
 */
test.describe('branded food search', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  test('search "starbucks", pick the latte by the serving and see it in the diary', async ({ page }) => {
    const searches: string[] = [];
    page.on('request', (r) => {
      if (r.url().includes('/api/foods/branded-search')) searches.push(r.url());
    });
    // On a phone: the dashboard lays itself out anew when the width changes, closing the dialog.
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Add Manual' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Manual Entry' });
    await dialog.getByLabel('Food Name *').pressSequentially('starbucks', { delay: 20 });
    // Offered because the local foods have fewer than 5 matches; typing alone searches nothing.
    const offer = dialog.getByRole('button', { name: 'Search branded foods' });
    await expect(offer).toBeVisible();
    expect(searches).toEqual([]);
    await offer.click();

    const results = dialog.getByRole('region', { name: 'Branded foods for “starbucks”' });
    const latte = results.getByRole('button', { name: /^Caffè Latte/ });
    await expect(latte).toContainText('Starbucks · Serving: 220 ml (220 g)');
    await expect(latte).toContainText('Per 100 g: 59 kcal · protein 3.1 g · carbs 7.3 g · fat 2.1 g');
    await expect(results.getByRole('button', { name: /^Caramel Macchiato/ })).toBeVisible();
    expect(searches).toHaveLength(1);

    expect(await sideways(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await latte.click();
    await expect(dialog.getByLabel('Food Name *')).toHaveValue('Caffè Latte (Starbucks)');
    // One serving of 220 g: 59 × 2.2 = 129.8 → 130 kcal; protein 3.1 × 2.2 = 6.82 → 6.8 g;
    // carbs 7.3 × 2.2 = 16.06 → 16.1 g; fat 2.1 × 2.2 = 4.62 → 4.6 g.
    await expect(dialog.getByLabel('Amount')).toHaveValue('1');
    await expect(dialog.getByLabel('Calories *')).toHaveValue('130');
    await expect(dialog.getByLabel('Protein (g)')).toHaveValue('6.8');
    await expect(dialog.getByLabel('Carbs (g)')).toHaveValue('16.1');
    await expect(dialog.getByLabel('Fat (g)')).toHaveValue('4.6');
    await dialog.getByRole('button', { name: 'Save Entry' }).click();
    await expect(dialog).toBeHidden({ timeout: 5000 });

    // The label's other values come along, per serving: sugars 7.3 × 2.2 = 16.06 → 16.1 g; fibre
    // 0 × 2.2 = 0 g (the label says 0); saturated fat 1.4 × 2.2 = 3.08 → 3.1 g; sodium 44 mg × 2.2 = 96.8 → 97 mg.
    const entries = await (await page.request.get('/api/food-entries')).json();
    expect(entries).toEqual([
      expect.objectContaining({
        foodName: 'Caffè Latte (Starbucks)',
        calories: 130,
        sugars: 16.1,
        fibre: 0,
        saturatedFat: 3.1,
        sodium: 97,
        portionAmount: 1,
        portionUnit: 'serving',
      }),
    ]);
    const diary = page.getByRole('region', { name: 'Food Diary - Today' });
    await expect(diary.getByText('Caffè Latte (Starbucks)')).toBeVisible();
    await expect(diary.getByText('130 kcal').first()).toBeVisible();
    expect(await sideways(page)).toBe(0);
  });

  test('Enter searches; nothing found and Open Food Facts not answering are said, with Try again', async ({ page }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Add Manual' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Manual Entry' });
    const name = dialog.getByLabel('Food Name *');
    await name.pressSequentially('zzyzx crispbread', { delay: 10 });
    await expect(dialog.getByRole('button', { name: 'Search branded foods' })).toBeVisible();
    await name.press('Enter');
    await expect(dialog.getByText('No branded foods found for “zzyzx crispbread”.')).toBeVisible();
    await expect(dialog).toBeVisible();

    await name.fill('');
    await name.pressSequentially('unanswered', { delay: 10 });
    await expect(dialog.getByRole('button', { name: 'Search branded foods' })).toBeVisible();
    await name.press('Enter');
    const failed = dialog.getByRole('alert');
    await expect(failed).toContainText('Open Food Facts is not answering right now');
    await expect(failed).toContainText('Your own and database foods can still be picked.');
    await expect(failed.getByRole('button', { name: 'Try again' })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sideways(page)).toBe(0);
  });
});
