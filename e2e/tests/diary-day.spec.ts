import { expect, test, type Page } from '@playwright/test';
import { signUp } from './fixtures';

/** Today and yesterday as YYYY-MM-DD in the browser's zone, with the zone. */
const days = (page: Page) =>
  page.evaluate(() => {
    const tz = Intl.DateTimeFormat().resolvedOptions().timeZone;
    const fmt = (d: Date) => new Intl.DateTimeFormat('en-CA', { timeZone: tz }).format(d);
    return { tz, today: fmt(new Date()), yesterday: fmt(new Date(Date.now() - 86_400_000)) };
  });

test.describe('the cards beside the diary follow the day it shows', () => {
  for (const width of [1440, 390]) {
    test(`at ${width} px, stepping the diary back to yesterday totals yesterday, and forward again today`, async ({
      page,
    }) => {
      await signUp(page.request);
      await page.setViewportSize({ width, height: 900 });
      await page.goto('/dashboard');
      const { tz, yesterday } = await days(page);
      for (const data of [
        { foodName: 'Toast', mealType: 'breakfast', calories: 200 },
        { foodName: 'Salmon', mealType: 'dinner', calories: 640, date: yesterday, tz },
      ])
        expect((await page.request.post('/api/food-entries', { data })).status()).toBe(201);
      await page.reload();

      await expect(page.getByRole('region', { name: "Today's Overview" }).getByText('Eaten 200 kcal')).toBeVisible();
      await expect(page.getByRole('region', { name: "Today's Progress" })).toBeVisible();

      await page.getByRole('button', { name: 'Previous day' }).click();
      await expect(page.getByRole('region', { name: 'Food Diary - Yesterday' }).getByText('Salmon')).toBeVisible();
      const overview = page.getByRole('region', { name: 'Overview - Yesterday' });
      await expect(overview.getByText('Eaten 640 kcal')).toBeVisible();
      await expect(page.getByRole('region', { name: "Today's Overview" })).toHaveCount(0);
      const progress = page.getByRole('region', { name: 'Progress - Yesterday' });
      await expect(progress.getByText('No exercise logged on this day.')).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(width);

      await page.getByRole('button', { name: 'Next day' }).click();
      await expect(page.getByRole('region', { name: "Today's Overview" }).getByText('Eaten 200 kcal')).toBeVisible();
      await expect(page.getByRole('region', { name: "Today's Progress" })).toBeVisible();
    });
  }

  test('leaving the dashboard and coming back shows today again', async ({ page }) => {
    await signUp(page.request);
    await page.goto('/dashboard');
    await page.getByRole('button', { name: 'Previous day' }).click();
    await expect(page.getByRole('region', { name: 'Overview - Yesterday' })).toBeVisible();
    await page.getByRole('link', { name: 'Community' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    await page.goBack();
    await expect(page.getByRole('region', { name: 'Food Diary - Today' })).toBeVisible();
    await expect(page.getByRole('region', { name: "Today's Overview" })).toBeVisible();
  });
});
