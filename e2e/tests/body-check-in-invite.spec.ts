import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, showCard, sideways, signUp } from './fixtures';

// A zone whose midday is the test machine's night: "today" cannot turn over while a test runs.
const TZ = 'Pacific/Honolulu';
test.use({ timezoneId: TZ });
const todayInTz = () => new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date());

const progress = (page: Page) => page.getByRole('region', { name: "Today's Progress" });
const invitation = (page: Page) => progress(page).getByRole('group', { name: 'Weekly body check-in' });

/** Opens the dashboard and brings Today's Progress on screen, where the invitation loads; waits for its status call. */
async function openProgress(page: Page) {
  const status = page.waitForResponse((r) => new URL(r.url()).pathname === '/api/body-check-in-status');
  await page.goto('/dashboard');
  await showCard(progress(page));
  expect((await status).ok()).toBe(true);
}

test.describe("the dashboard's body check-in invitation", () => {
  test('a new member is invited, Check in opens the check-in on /stretches, a tap on the right wrist is saved', async ({
    page,
  }) => {
    await signUp(page.request);
    await openProgress(page);
    await expect(invitation(page).getByText('How are your neck, back and wrists this week?')).toBeVisible();
    const checkIn = invitation(page).getByRole('link', { name: 'Check in' });
    await expect(checkIn).toHaveAttribute('href', '/stretches?checkin=1');
    await checkIn.click();
    await expect(page).toHaveURL((url) => url.pathname === '/stretches');
    const dialog = page.getByRole('dialog', { name: 'Body check-in' });
    await expect(dialog).toBeVisible();

    // Seen from the front the member's right wrist is on the left of the picture: a tap there gives the side.
    await dialog
      .getByRole('group', { name: 'Body map, front' })
      .getByRole('button', { name: 'Right wrist/hand, no trouble' })
      .click();
    await dialog.getByRole('radio', { name: '9', exact: true }).click();
    await expect(dialog.getByRole('radio', { name: 'Right', exact: true })).toBeChecked();
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog).toHaveCount(0);

    const card = page.getByRole('region', { name: 'Body check-in' });
    await expect(card.getByText('Marked: right wrist 9')).toBeVisible();
    // The map opened by itself; closed, focus is on the card's button rather than the page body.
    await expect(card.getByRole('button', { name: "Update today's check-in" })).toBeFocused();
    const res = await page.request.get(`/api/body-check-ins?tz=${encodeURIComponent(TZ)}`);
    const { checkIns } = (await res.json()) as { checkIns: { regions: Record<string, unknown> }[] };
    expect(checkIns).toHaveLength(1);
    expect(checkIns[0]!.regions.wrists_hands).toEqual({
      score: 9,
      keptFromWork: false,
      side: 'right',
      numbness: false,
    });
  });

  test('after a check-in today, it is gone', async ({ page }) => {
    await signUp(page.request);
    const saved = await page.request.put(`/api/body-check-ins/${todayInTz()}`, {
      data: { regions: { neck: { score: 3 } }, tz: TZ },
    });
    expect(saved.status()).toBe(200);
    await openProgress(page);
    await expect(progress(page).getByText('Exercises logged')).toBeVisible();
    await expect(progress(page).getByText('Weekly body check-in')).toHaveCount(0);
  });

  test('the dashboard with it passes axe and fits 390 and 1440 px', async ({ page }) => {
    await signUp(page.request);
    await page.setViewportSize({ width: 390, height: 900 });
    await openProgress(page);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await showCard(invitation(page));
      expect(await seriousViolations(page), `${width} px`).toEqual([]);
      expect(await sideways(page), `${width} px`).toBeLessThanOrEqual(0);
    }
  });
});
