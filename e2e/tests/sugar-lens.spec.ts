import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, showCard, signUp } from './fixtures';

// A zone other than the server's UTC: the time typed is the user's local time.
const TZ = 'America/New_York';
test.use({ timezoneId: TZ });

/** Logs a reference food through the entry form's search, one piece of it, at `time` (HH:MM) today. */
async function logFood(page: Page, search: string, name: string, time: string) {
  await page.getByRole('button', { name: 'Add Manual' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Manual Entry' });
  await dialog.getByRole('combobox', { name: 'Food Name *' }).fill(search);
  await page
    .getByRole('listbox', { name: 'Food suggestions' })
    .getByRole('option')
    .filter({ has: page.getByText(name, { exact: true }) })
    .click();
  await expect(dialog.getByLabel('Unit')).toContainText('piece');
  await dialog.getByLabel('Time eaten (optional)').fill(time);
  await dialog.getByRole('button', { name: 'Save Entry' }).click();
  await expect(dialog.getByText('Food Entry Saved!')).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5000 });
}

const localTime = (iso: string) =>
  new Intl.DateTimeFormat('en-GB', { hour: '2-digit', minute: '2-digit', hourCycle: 'h23', timeZone: TZ }).format(
    new Date(iso),
  );

test.describe('Sugar & your teeth', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  test('a cola at 10:00 and an apple at 15:00: today’s sugars against the WHO guideline and 2 sugar exposures', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const card = page.getByRole('region', { name: 'Sugar & your teeth' });
    // Below the fold, the card's content loads as it comes near the screen.
    await showCard(card);
    await expect(card.getByText('No sugars logged today.')).toBeVisible();

    // The reference table (FoodData Central total sugars): cola 10 g and apple 10.4 g per 100 g.
    // One piece of cola is 368 g: 3.68 × 10 = 36.8 g; one apple 182 g: 1.82 × 10.4 = 18.928 → 18.9 g.
    await logFood(page, 'cola', 'Cola', '10:00');
    await logFood(page, 'apple', 'Apple', '15:00');

    // 36.8 + 18.9 = 55.7 g; WHO for the default 2000 kcal: 10 % = 200 kcal = 50 g (ideally 5 % = 25 g).
    await expect(card.getByText('55.7 g of 50 g')).toBeVisible();
    await expect(card.getByRole('progressbar', { name: 'Sugars today' })).toHaveAttribute(
      'aria-valuetext',
      '55.7 g of 50 g',
    );
    await expect(card.getByText('Over the WHO limit of 50 g.')).toBeVisible();
    await expect(card.getByText(/ideally under 25 g/)).toBeVisible();
    // Five hours apart: two acid attacks, not one.
    await expect(card.getByText('2 sugar exposures today')).toBeVisible();
    await expect(card.getByText(/acid attack on your enamel/)).toBeVisible();

    const stored = (await (await page.request.get('/api/food-entries')).json()) as {
      foodName: string;
      sugars: number | null;
      createdAt: string;
    }[];
    const byName = Object.fromEntries(stored.map((e) => [e.foodName, e]));
    expect(byName['Cola']).toMatchObject({ sugars: 36.8 });
    expect(byName['Apple']).toMatchObject({ sugars: 18.9 });
    expect([localTime(byName['Cola']!.createdAt), localTime(byName['Apple']!.createdAt)]).toEqual(['10:00', '15:00']);

    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 390, height: 844 });
    // The phone orders the dashboard differently: the card loads again as it comes near the screen.
    await showCard(card);
    await expect(card.getByText('2 sugar exposures today')).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(390);
  });

  test('an entry without a sugars figure is not counted and the card says so; Edit adds it; a negative figure is refused', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Add Manual' }).click();
    const dialog = page.getByRole('dialog', { name: 'Add Manual Entry' });
    await dialog.getByLabel('Food Name *').fill('Sweet tea');
    await dialog.getByLabel('Calories *').fill('90');
    await dialog.getByLabel('Sugars (g)').fill('-4');
    await expect(dialog.getByText('Cannot be negative')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save Entry' })).toBeDisabled();
    await dialog.getByLabel('Sugars (g)').fill('22');
    // Sugars are part of the carbs: more sugars than carbs is refused, by the sugars field.
    await expect(dialog.getByText('Cannot be more than carbs (sugars are part of the carbs).')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save Entry' })).toBeDisabled();
    await dialog.getByLabel('Carbs (g)').fill('22');
    await dialog.getByRole('button', { name: 'Save Entry' }).click();
    await expect(dialog).toBeHidden({ timeout: 5000 });

    await page.getByRole('button', { name: 'Add Manual' }).click();
    await dialog.getByLabel('Food Name *').fill('Homemade stew');
    await dialog.getByLabel('Calories *').fill('400');
    await dialog.getByLabel('Carbs (g)').fill('30');
    await dialog.getByRole('button', { name: 'Save Entry' }).click();
    await expect(dialog).toBeHidden({ timeout: 5000 });

    const card = page.getByRole('region', { name: 'Sugar & your teeth' });
    await showCard(card);
    await expect(card.getByText('22 g of 50 g')).toBeVisible();
    await expect(card.getByText('1 sugar exposure today')).toBeVisible();
    await expect(card.getByText('1 entry has no sugar figure and is not counted.')).toBeVisible();
    const stored = (await (await page.request.get('/api/food-entries')).json()) as {
      foodName: string;
      sugars: number | null;
    }[];
    expect(stored.find((e) => e.foodName === 'Homemade stew')?.sugars).toBeNull();

    // Edit gives the stew its sugars: now counted (22 + 5 g); logged minutes after the tea, still one occasion.
    const diary = page.getByRole('region', { name: 'Food Diary - Today' });
    await diary.getByRole('button', { name: 'Edit Homemade stew' }).click();
    const edit = page.getByRole('dialog', { name: 'Edit Entry' });
    await expect(edit.getByLabel('Sugars (g)')).toHaveValue('');
    await edit.getByLabel('Sugars (g)').fill('5');
    await edit.getByRole('button', { name: 'Save Changes' }).click();
    await expect(edit).toBeHidden();
    await expect(card.getByText('27 g of 50 g')).toBeVisible();
    await expect(card.getByText('Over the ideal of 25 g, within the WHO limit.')).toBeVisible();
    await expect(card.getByText('1 sugar exposure today')).toBeVisible();
    await expect(card.getByText(/no sugar figure/)).toHaveCount(0);
  });
});
