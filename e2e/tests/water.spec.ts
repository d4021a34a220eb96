import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, showCard, sideways, signUp } from './fixtures';

// The API is asked for days in UTC when seeding, so the browser is in UTC too.
test.use({ timezoneId: 'UTC' });

/** Today (or `back` days before) in UTC, YYYY-MM-DD. */
const day = (back = 0) => {
  const d = new Date();
  d.setUTCDate(d.getUTCDate() - back);
  return d.toISOString().slice(0, 10);
};

/** How the chart's screen-reader table names a day: "Wednesday, December 2" (en-US, the day in UTC). */
const dayName = (back = 0) =>
  new Intl.DateTimeFormat('en-US', { weekday: 'long', month: 'long', day: 'numeric', timeZone: 'UTC' }).format(
    new Date(`${day(back)}T00:00:00Z`),
  );

const waterCard = (page: Page) => page.getByRole('region', { name: 'Water' });

test.describe('Water', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  test('two taps of + Glass, Undo, and a new goal: 250 ml of 2,500 ml; a goal out of range is said under its field', async ({
    page,
  }) => {
    await page.goto('/dashboard');
    const card = waterCard(page);
    // Below the first screen at 1280 × 720, the card loads as it comes near it.
    await showCard(card);
    await expect(card.getByText('0 ml of 2,000 ml')).toBeVisible();
    const glass = card.getByRole('button', { name: '+ Glass (250 ml)' });
    await glass.click();
    await expect(card.getByText('250 ml of 2,000 ml')).toBeVisible();
    await glass.click();
    // 250 + 250 = 500 ml.
    await expect(card.getByText('500 ml of 2,000 ml')).toBeVisible();
    await card.getByRole('button', { name: 'Undo' }).click();
    await expect(card.getByText('250 ml of 2,000 ml')).toBeVisible();
    await expect(card.getByRole('progressbar', { name: 'Water today against your goal' })).toHaveAttribute(
      'aria-valuenow',
      '12.5', // 250 / 2,000 = 12.5 %
    );

    await card.getByRole('button', { name: 'Goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Water Goal' });
    await expect(dialog.getByLabel('Daily goal (ml)')).toHaveValue('2000');
    await expect(dialog.getByLabel("Today's total (ml)")).toHaveValue('250');
    await dialog.getByLabel('Daily goal (ml)').fill('400');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Enter a goal between 500 and 6,000 ml.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Daily goal (ml)').fill('2500');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('250 ml of 2,500 ml')).toBeVisible();
    // Stored, not only shown: a reload reads the same.
    await page.reload();
    await showCard(waterCard(page));
    await expect(waterCard(page).getByText('250 ml of 2,500 ml')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('a member in imperial units sets the goal in fluid ounces in Settings, taps 8 fl oz glasses and sets today’s total, at 390 px', async ({
    page,
  }) => {
    expect((await page.request.put('/api/user-profile', { data: { unitSystem: 'imperial' } })).status()).toBe(200);
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/settings');
    await page.getByRole('button', { name: /Water goal/ }).click();
    const goal = page.getByRole('dialog', { name: 'Water Goal' });
    // 2,000 ml = 67.63 fl oz, shown whole.
    await expect(goal.getByLabel('Daily goal (fl oz)')).toHaveValue('68');
    await goal.getByLabel('Daily goal (fl oz)').fill('64');
    await goal.getByRole('button', { name: 'Save' }).click();
    await expect(goal).toBeHidden();

    await page.goto('/dashboard');
    const card = waterCard(page);
    await showCard(card);
    await expect(card.getByText('0 fl oz of 64 fl oz')).toBeVisible();
    await card.getByRole('button', { name: '+ Glass (8 fl oz)' }).click();
    // 8 fl oz is stored as 8 × 29.5735 = 236.588 → 237 ml; 2 × 237 = 474 ml = 16.03 → 16 fl oz.
    await expect(card.getByText('8 fl oz of 64 fl oz')).toBeVisible();
    await card.getByRole('button', { name: '+ Glass (8 fl oz)' }).click();
    await expect(card.getByText('16 fl oz of 64 fl oz')).toBeVisible();
    expect(await sideways(page)).toBe(0);

    // A bottle the taps missed: today's total set to 40 fl oz.
    await card.getByRole('button', { name: 'Goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Water Goal' });
    await expect(dialog.getByLabel('Daily goal (fl oz)')).toHaveValue('64');
    await dialog.getByLabel("Today's total (fl oz)").fill('40');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(card.getByText('40 fl oz of 64 fl oz')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sideways(page)).toBe(0);
  });

  test('Progress shows the last 7 days against the goal, after a failed load and an empty week, at 390 and 1440 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    // The first answer fails: a sentence and Retry where the bars would be.
    let fail = true;
    await page.route('**/api/water-history**', (route) =>
      fail ? route.fulfill({ status: 500, json: { statusCode: 500, message: 'down' } }) : route.continue(),
    );
    await page.goto('/progress');
    const week = page.getByRole('region', { name: 'Water, Last 7 Days' });
    await expect(week.getByText('Your water for the last 7 days could not be loaded.')).toBeVisible();
    fail = false;
    await week.getByRole('button', { name: 'Retry' }).click();
    await expect(week.getByText('No water logged in the last 7 days.', { exact: false })).toBeVisible();

    // Today two glasses (500 ml); two days ago a total of 2,100 ml, over the 2,000 ml goal.
    for (let i = 0; i < 2; i++)
      expect(
        (await page.request.post('/api/water-entries', { data: { amount: 250, unit: 'ml', tz: 'UTC' } })).status(),
      ).toBe(201);
    const past = await page.request.put(`/api/water-days/${day(2)}`, { data: { total: 2100, unit: 'ml', tz: 'UTC' } });
    expect(past.status()).toBe(200);

    await page.reload();
    await expect(week.getByText('Goal 2,000 ml reached on 1 of 7 days')).toBeVisible();
    await expect(week.getByRole('row', { name: `${dayName()} 500 ml` })).toBeAttached();
    await expect(week.getByRole('row', { name: `${dayName(2)} 2,100 ml` })).toBeAttached();
    await expect(week.getByRole('row', { name: `${dayName(1)} 0 ml` })).toBeAttached();
    expect(await sideways(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(await sideways(page)).toBe(0);
  });
});
