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

const card = (page: Page) => page.getByRole('region', { name: 'Your expenditure' });

test.describe('Your expenditure', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  test('measured from the log beside the formula; Update my calorie goal asks first, then saves', async ({ page }) => {
    // 79 kg, 175 cm, 40-year-old man aiming for 75 kg: BMR 790 + 1,093.75 − 200 + 5 = 1,688.75.
    // Typing the weight in the profile logs today's weigh-in of 79 kg.
    const profile = await page.request.put('/api/user-profile', {
      data: { height: 175, weight: 79, age: 40, sex: 'male', goalWeight: 75 },
    });
    expect(profile.status()).toBe(200);
    for (const back of [20, 10]) {
      const r = await page.request.put(`/api/weigh-ins/${day(back)}`, { data: { weightKg: 79 } });
      expect(r.status(), await r.text()).toBe(200);
    }
    // 2,600 kcal on each of the 10 days 20 to 11 days ago.
    for (let back = 20; back > 10; back--) {
      const r = await page.request.post('/api/food-entries', {
        data: { foodName: 'Dinner', mealType: 'dinner', calories: 2600, date: day(back), tz: 'UTC' },
      });
      expect(r.status(), await r.text()).toBe(201);
    }

    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/progress');
    const c = card(page);
    await showCard(c);
    // A steady 79 kg: what was eaten is what was burned, 2,600 kcal, ± 0 shown as ± 10.
    await expect(c.getByText('2,600 ± 10 kcal a day')).toBeVisible();
    // 1,688.75 × 1.375 = 2,322.
    await expect(c.getByText('Formula estimate: 2,322 kcal a day', { exact: false })).toBeVisible();
    // 2,600 − 500 = 2,100 to lose.
    await expect(c.getByText('To lose weight: 2,100 kcal a day.')).toBeVisible();
    expect(await sideways(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);

    await c.getByRole('button', { name: 'Update my calorie goal' }).click();
    const dialog = page.getByRole('dialog', { name: 'Use these as your goals?' });
    // Now the defaults (2,000 kcal); new: 2,100 kcal, protein 1.8 × 79 = 142 g, fat 2,100 × 0.25 ÷ 9
    // = 58.3 → 58 g, carbs (2,100 − 568 − 522) ÷ 4 = 252.5 → 253 g.
    await expect(dialog.getByRole('row', { name: /Calories/ })).toContainText('2000 kcal2100 kcal');
    await expect(dialog.getByRole('row', { name: /Carbs/ })).toContainText('253 g');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Use These Goals' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Your daily goal is now 2100 kcal.')).toBeVisible();
    expect(await (await page.request.get('/api/nutrition-goals')).json()).toEqual({
      calorieGoal: 2100,
      proteinGoal: 142,
      carbGoal: 253,
      fatGoal: 58,
    });
  });

  test('says what is still needed, fits a phone, and a failed load offers Retry', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    let fail = true;
    await page.route('**/api/nutrition-goals/expenditure**', (route) =>
      fail ? route.fulfill({ status: 500, body: '{"statusCode":500,"message":"down"}' }) : route.continue(),
    );
    await page.goto('/progress');
    const c = card(page);
    await showCard(c);
    await expect(c.getByText('Your expenditure could not be loaded.')).toBeVisible();
    fail = false;
    await c.getByRole('button', { name: 'Retry' }).click();
    // A new member: nothing logged, no weigh-in.
    await expect(c.getByText('Not enough data yet')).toBeVisible();
    await expect(c.getByText('Log food on 10 more days and add 3 more weigh-ins.')).toBeVisible();
    await expect(c.getByText('It needs at least 14 days since you started logging: 14 more days to go.')).toBeVisible();
    expect(await sideways(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
