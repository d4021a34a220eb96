import { expect, test } from '@playwright/test';
import { seriousViolations, showCard, sideways, signUp } from './fixtures';

// A zone whose midday is the test machine's night: "today" cannot turn over while a test runs.
const TZ = 'Pacific/Honolulu';
test.use({ timezoneId: TZ });

const todayInTz = () => new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date());

test.describe('Deleting a body check-in', () => {
  test("today's check-in deleted after asking, once a failed try is retried; the card says it is due", async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page.request);
    const put = await page.request.put(`/api/body-check-ins/${todayInTz()}`, {
      data: { regions: { neck: { score: 6, keptFromWork: true, side: null, numbness: false } }, tz: TZ },
    });
    expect(put.ok(), await put.text()).toBe(true);

    // The first DELETE never reaches the API: the question stays, with the error and Retry.
    let failOnce = true;
    await page.route('**/api/body-check-ins/*', (route) => {
      if (failOnce && route.request().method() === 'DELETE') {
        failOnce = false;
        return route.abort('connectionreset');
      }
      return route.continue();
    });

    await page.goto('/stretches?checkin=1');
    const dialog = page.getByRole('dialog', { name: 'Body check-in' });
    await expect(dialog.getByRole('list').getByRole('button', { name: 'Neck, 6 of 10' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Delete this check-in' }).click();

    const confirm = page.getByRole('dialog', { name: 'Delete this check-in?' });
    await expect(
      confirm.getByText(
        'Its scores leave your trend and no longer aim your breaks. A deleted check-in cannot be brought back.',
      ),
    ).toBeVisible();
    await expect(confirm.getByRole('button', { name: 'Cancel' })).toBeFocused();
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sideways(page)).toBe(0);

    await confirm.getByRole('button', { name: 'Delete check-in' }).click();
    await expect(confirm.getByRole('alert')).toContainText('Your check-in was not deleted');
    const stillThere = await page.request.get(`/api/body-check-ins?tz=${encodeURIComponent(TZ)}`);
    expect(((await stillThere.json()) as { checkIns: unknown[] }).checkIns).toHaveLength(1);

    await confirm.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Check-in deleted')).toBeVisible();
    await expect(confirm).toHaveCount(0);
    await expect(dialog).toHaveCount(0);

    const res = await page.request.get(`/api/body-check-ins?tz=${encodeURIComponent(TZ)}`);
    expect(res.ok()).toBe(true);
    expect(((await res.json()) as { checkIns: unknown[] }).checkIns).toEqual([]);
    const card = page.getByRole('region', { name: 'Body check-in' });
    await expect(card.getByText('Your weekly check-in is due')).toBeVisible();
    // Focus is back on the card's button (renamed: today has no check-in now), not on the page body.
    await expect(card.getByRole('button', { name: 'Check in', exact: true })).toBeFocused();
    await showCard(page.getByRole('region', { name: 'Your body over 12 weeks' }));
    await expect(page.getByRole('region', { name: 'Your body over 12 weeks' })).toContainText(
      'Your first check-in starts the trend.',
    );
  });
});
