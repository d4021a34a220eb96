import { expect, test } from '@playwright/test';
import { seriousViolations, showCard, sideways, signUp } from './fixtures';

test.describe('Fibre, saturated fat and sodium', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  test('an entry typed with fibre and sodium and a banana from the reference table: the day against the Daily Values and its net carbs', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Fibre, Saturated Fat & Sodium' });
    // Below the first screen: its code loads as it comes near it.
    await showCard(card);
    await expect(card.getByText('Log a food to see its fibre, saturated fat and sodium here.')).toBeVisible();

    // Typed in: the three sit under 'More nutrients', closed until asked for.
    await page.getByRole('button', { name: 'Add Manual' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Manual Entry' });
    await dialog.getByLabel('Food Name *').fill('Porridge');
    await dialog.getByLabel('Calories *').fill('350');
    await dialog.getByLabel('Carbs (g)').fill('54');
    await dialog.getByLabel('Fat (g)').fill('7');
    await expect(dialog.getByLabel('Fibre (g)')).toHaveCount(0);
    await dialog.getByRole('button', { name: 'More nutrients', exact: true }).click();
    await dialog.getByLabel('Fibre (g)').fill('8.3');
    await dialog.getByLabel('Saturated fat (g)').fill('8');
    // Saturated fat is part of the fat: more of it is refused, by its own field.
    await expect(dialog.getByText('Cannot be more than fat (saturated fat is part of the fat).')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save Entry' })).toBeDisabled();
    await dialog.getByLabel('Saturated fat (g)').fill('1.5');
    await dialog.getByLabel('Sodium (mg)').fill('420');
    await dialog.getByRole('button', { name: 'Save Entry' }).click();
    await expect(dialog).toBeHidden({ timeout: 5000 });

    // A banana from the reference table (FDC SR 09040 per 100 g: carbs 22.8 g, fibre 2.6 g, saturated
    // 0.1 g, sodium 1 mg); one piece is 118 g: carbs 26.9 g, fibre 3.068 → 3.1 g, 0.1 g, 1.18 → 1 mg.
    await page.getByRole('button', { name: 'Add Manual' }).click();
    await dialog.getByRole('combobox', { name: 'Food Name *' }).fill('banana');
    await page
      .getByRole('listbox', { name: 'Food suggestions' })
      .getByRole('option')
      .filter({ has: page.getByText('Banana', { exact: true }) })
      .click();
    await expect(
      dialog.getByRole('button', { name: 'More nutrients: fibre 3.1 g, saturated fat 0.1 g, sodium 1 mg' }),
    ).toBeVisible();
    await dialog.getByRole('button', { name: 'Save Entry' }).click();
    await expect(dialog).toBeHidden({ timeout: 5000 });

    const diary = page.getByRole('region', { name: 'Food Diary - Today' });
    await expect(diary.getByText(/Fibre 8\.3g · Sat fat 1\.5g · Sodium 420mg/)).toBeVisible();
    // 8.3 + 3.1 = 11.4 g of 28 g (40.7 → 41 %); 1.5 + 0.1 = 1.6 g of 20 g (8 %); 420 + 1 = 421 mg of 2,300 mg (18.3 → 18 %).
    await expect(card.getByText('Fibre: 11.4 g of 28 g (41% of Daily Value)')).toBeVisible();
    await expect(card.getByText('Saturated fat: 1.6 g of 20 g (8% of Daily Value)')).toBeVisible();
    await expect(card.getByText('Sodium: 421 mg of 2,300 mg (18% of Daily Value)')).toBeVisible();
    // (54 − 8.3) + (26.9 − 3.1) = 45.7 + 23.8 = 69.5 g.
    await expect(card.getByText('Net carbs: 69.5 g (carbs minus fibre)')).toBeVisible();

    // Toast typed without fibre: its carbs cannot be netted, so net carbs say what they need.
    await page.getByRole('button', { name: 'Add Manual' }).click();
    await dialog.getByLabel('Food Name *').fill('Toast');
    await dialog.getByLabel('Calories *').fill('160');
    await dialog.getByLabel('Carbs (g)').fill('30');
    await dialog.getByRole('button', { name: 'Save Entry' }).click();
    await expect(dialog).toBeHidden({ timeout: 5000 });
    await expect(card.getByText('Net carbs: needs the fibre of 1 entry with carbs.')).toBeVisible();
    await expect(card.getByText(/Fibre: 11\.4 g of 28 g .* not known for 1 entry/)).toBeVisible();

    const stored = (await (await page.request.get('/api/food-entries')).json()) as {
      foodName: string;
      fibre: number | null;
      sodium: number | null;
    }[];
    expect(Object.fromEntries(stored.map((e) => [e.foodName, [e.fibre, e.sodium]]))).toEqual({
      Porridge: [8.3, 420],
      Banana: [3.1, 1],
      Toast: [null, null],
    });

    expect(await seriousViolations(page)).toEqual([]);
    // Below 900 px the dashboard draws its phone layout: the card is mounted anew, and loads as it nears the screen.
    await page.setViewportSize({ width: 390, height: 844 });
    await showCard(card);
    await expect(card.getByText('Net carbs: needs the fibre of 1 entry with carbs.')).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    // The form's disclosure open at 390 px: three fields, two a row, nothing sideways.
    await page.getByRole('button', { name: 'Add Manual' }).click();
    await dialog.getByRole('button', { name: 'More nutrients', exact: true }).click();
    await expect(dialog.getByLabel('Sodium (mg)')).toBeVisible();
    expect(await sideways(page)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
