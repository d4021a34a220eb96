import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, sideways, signUp } from './fixtures';

// docs/decisions.md "Weigh-ins": one a day, the Hacker's Diet trend, the profile following the latest.

/** The browser's calendar day `offset` days from today (the page and the test share the machine's zone). */
function localDay(offset = 0): string {
  const d = new Date();
  d.setDate(d.getDate() + offset);
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

const weightCard = (page: Page) => page.getByRole('region', { name: 'Weight' });
const profileWeight = async (page: Page) => (await (await page.request.get('/api/user-profile')).json()).weight;

test.describe('weigh-ins', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  test('Log Weight from Quick Actions, the trend on Progress, then edit and delete with Undo', async ({ page }) => {
    expect((await page.request.put('/api/user-profile', { data: { goalWeight: 75 } })).status()).toBe(200);
    expect((await page.request.put(`/api/weigh-ins/${localDay(-8)}`, { data: { weightKg: 80 } })).status()).toBe(200);

    await page.goto('/dashboard');
    await page.getByRole('region', { name: 'Quick Actions' }).getByRole('button', { name: 'Log Weight' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log Weight' });
    // It starts from the profile's weight, the latest weigh-in's.
    await expect(dialog.getByLabel('Weight (kg)')).toHaveValue('80');
    await expect(dialog.getByLabel('Day')).toHaveValue(localDay());
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Weight Logged')).toBeVisible();
    await expect(dialog).toBeHidden();

    await page.goto('/progress');
    const card = weightCard(page);
    // 80 kg eight days apart: the trend stays 80 and the rate is flat.
    await expect(card.getByText('Trend weight 80 kg')).toBeVisible();
    await expect(card.getByText('Weekly rate Steady')).toBeVisible();
    await expect(card.getByText('Goal 75 kg')).toBeVisible();
    await expect(card.getByRole('img', { name: /^Weight over the last 30 days: 2 weigh-ins/ })).toBeVisible();

    // Today's becomes 78 kg: days in between count 79.75, 79.5 … 78, and the trend goes
    // 79.975, 79.9275, 79.85975, 79.773775, 79.6713975, 79.55425775, 79.423831975, 79.2814487775.
    await card
      .getByRole('button', { name: /^Edit weigh-in of/ })
      .first()
      .click();
    const edit = page.getByRole('dialog', { name: 'Edit Weigh-in' });
    await edit.getByLabel('Weight (kg)').fill('78');
    await edit.getByRole('button', { name: 'Save' }).click();
    await expect(page.getByText('Weigh-in Updated')).toBeVisible();
    await expect(card.getByText('Trend weight 79.3 kg')).toBeVisible();
    await expect(card.getByText(/^Weekly rate −\d\.\d kg\/week$/)).toBeVisible();
    expect(await profileWeight(page)).toBe(78);
    // In pounds: 79.28 kg × 2.20462 = 174.79 lbs.
    await card.getByRole('button', { name: 'lbs', exact: true }).click();
    await expect(card.getByText('Trend weight 174.8 lbs')).toBeVisible();
    await card.getByRole('button', { name: 'kg', exact: true }).click();

    await card
      .getByRole('button', { name: /^Delete weigh-in of/ })
      .first()
      .click();
    await expect(page.getByText('Weigh-in Deleted')).toBeVisible();
    await expect(card.getByRole('button', { name: /^Delete weigh-in of/ })).toHaveCount(1);
    await expect.poll(() => profileWeight(page)).toBe(80);
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(card.getByRole('button', { name: /^Delete weigh-in of/ })).toHaveCount(2);
    await expect.poll(() => profileWeight(page)).toBe(78);
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('on a phone: the empty card, a failed load with Retry, a refused weight, and the chart without sideways scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    let fail = true;
    await page.route(
      (url) => url.pathname === '/api/weigh-ins',
      (route) => (fail ? route.fulfill({ status: 500, json: { statusCode: 500, message: 'boom' } }) : route.fallback()),
    );
    await page.goto('/progress');
    const card = weightCard(page);
    await expect(card.getByText('Your weigh-ins could not be loaded.')).toBeVisible();
    fail = false;
    await card.getByRole('button', { name: 'Retry' }).click();
    await expect(card.getByText(/^No weigh-ins yet\./)).toBeVisible();
    expect(await sideways(page)).toBe(0);

    await card.getByRole('button', { name: 'Log Weight' }).click();
    const dialog = page.getByRole('dialog', { name: 'Log Weight' });
    await dialog.getByLabel('Weight (kg)').fill('19');
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog.getByText('Weight must be between 20 and 400 kg.')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'lbs', exact: true }).click();
    await dialog.getByLabel('Weight (lbs)').fill('165.5');
    await dialog.getByLabel('Day').fill(localDay(-10));
    await dialog.getByRole('button', { name: 'Save' }).click();
    // 165.5 lbs / 2.20462 = 75.07 kg, shown back as 165.5 lbs.
    await expect(page.getByText('Weight Logged')).toBeVisible();
    await expect(card.getByText('Trend weight 165.5 lbs')).toBeVisible();
    await expect(card.getByRole('img', { name: /^Weight over the last 30 days: 1 weigh-in,/ })).toBeVisible();
    for (const range of ['90 days', '365 days']) {
      await card.getByRole('button', { name: range }).click();
      await expect(card.getByRole('img', { name: new RegExp(`^Weight over the last ${range}`) })).toBeVisible();
    }
    expect(await sideways(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.setViewportSize({ width: 1440, height: 900 });
    expect(await sideways(page)).toBe(0);
  });
});
