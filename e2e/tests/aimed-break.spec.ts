import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, sideways, signUp } from './fixtures';

// The browser and the check-in share one zone, so "today" is the same day for both.
const TZ = 'Europe/Berlin';
test.use({ timezoneId: TZ });
const today = () => new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date());

/*
 * Right wrist 9, neck 6. Worked by hand from the seed's tags (services/api/src/db/seeds/
 * stretch-body-regions.ts) and suggestBreak's rules: the two regions in turn, the wrist first (higher
 * score), each region's stretches in catalogue order (area, then name). Of the wrist's five, Prayer,
 * Thumb, Wrist Extensor and Wrist Flexor load the wrist, marked 9: left out; Finger Fan and Fist
 * stays. The neck's: Chin Tuck, then Levator Scapulae Stretch (the neck at 6 may be loaded). Three
 * stretches, 30 + 30 + 60 = 120 s, under the break's 150 s: a new member's rotation (no break yet
 * this week, no focus areas) starts at Neck, whose first stretch by name not in the break is
 * Doorway Chest Opener (45 s): 165 s, 4 stretches.
 */
const WRIST_9_NECK_6 = {
  wrists_hands: { score: 9, side: 'right' },
  neck: { score: 6 },
};
const AIMED_PLAN = ['Finger Fan and Fist', 'Chin Tuck', 'Levator Scapulae Stretch', 'Doorway Chest Opener'];
const LEFT_OUT = [
  'Prayer Stretch: strains your right wrist (marked 9)',
  'Thumb Stretch: strains your right wrist (marked 9)',
  'Wrist Extensor Stretch: strains your right wrist (marked 9)',
  'Wrist Flexor Stretch: strains your right wrist (marked 9)',
];
// Without a check-in (worked by hand the same way): one stretch per area by name from Neck on, until
// 150 s: Chin Tuck 30, Finger Fan and Fist 30, Cat-Cow Standing 60, Hip Circles 30.
const PLAIN_PLAN = ['Chin Tuck', 'Finger Fan and Fist', 'Cat-Cow Standing', 'Hip Circles'];

async function checkIn(page: Page, regions: object) {
  const r = await page.request.put(`/api/body-check-ins/${today()}`, { data: { regions, tz: TZ } });
  expect(r.status()).toBe(200);
}

async function openBreak(page: Page) {
  await page.goto('/stretches');
  await page.getByRole('button', { name: 'Start a stretch break' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stretch break' });
  const items = dialog.getByRole('list', { name: 'Stretches in this break' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const names = (await items.allInnerTexts()).map((t) => t.split('\n')[0]!.replace(/^\d+\. /, ''));
  return { dialog, names };
}

test.describe('Breaks aimed at what hurts', () => {
  test('the break starts with the stretches for the places marked and says what it left out', async ({ page }) => {
    await signUp(page.request);
    await checkIn(page, WRIST_9_NECK_6);
    const { dialog, names } = await openBreak(page);
    expect(names).toEqual(AIMED_PLAN);
    await expect(dialog.getByText('A break for your right wrist and neck', { exact: true })).toBeVisible();
    await expect(
      dialog.getByText(
        '4 stretches, about 3 minutes. The first 3 follow your latest check-in; the last comes from another area, a different one each break.',
      ),
    ).toBeVisible();
    const leftOut = dialog.getByRole('list', { name: 'Left out' }).getByRole('listitem');
    await expect(leftOut).toHaveText(LEFT_OUT);
    expect(await seriousViolations(page)).toEqual([]);
    for (const width of [390, 1440]) {
      await page.setViewportSize({ width, height: 900 });
      await expect(leftOut.last()).toBeVisible();
      expect(await sideways(page)).toBe(0);
    }
    // The break runs what the plan lists.
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    await expect(dialog.getByRole('heading', { name: 'Finger Fan and Fist' })).toBeVisible();
  });

  test('without a check-in the plan is the rotation as before, with no phrase', async ({ page }) => {
    await signUp(page.request);
    const { dialog, names } = await openBreak(page);
    expect(names).toEqual(PLAIN_PLAN);
    await expect(dialog.getByText('4 stretches, about 3 minutes. A different mix of areas each break.')).toBeVisible();
    await expect(dialog.getByText(/A break for/)).toHaveCount(0);
    await expect(dialog.getByRole('list', { name: 'Left out' })).toHaveCount(0);
  });

  test('a suggestion that fails to load leaves the break to the rotation', async ({ page }) => {
    await signUp(page.request);
    await checkIn(page, WRIST_9_NECK_6);
    await page.route('**/api/body-break-suggestion*', (route) => route.fulfill({ status: 500, json: {} }));
    const { dialog, names } = await openBreak(page);
    // The wrist at 9 still keeps its loading stretches out; the rotation's first four load nothing
    // marked 8 or more, so it is the plain plan.
    expect(names).toEqual(PLAIN_PLAN);
    await expect(dialog.getByText(/A break for/)).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Start', exact: true })).toBeEnabled();
  });

  test("the clinic-hours prompt says the check-in's places and opens a 2-minute micro-break", async ({ page }) => {
    await signUp(page.request);
    await checkIn(page, WRIST_9_NECK_6);
    const reminders = {
      enabled: true,
      days: [1, 2, 3, 4, 5],
      startTime: '08:00',
      endTime: '17:00',
      cadenceMinutes: 30,
      focusAreas: [],
    };
    expect((await page.request.put('/api/stretch-reminders', { data: reminders })).status()).toBe(200);
    // A Monday at 08:58 on the browser's clock (the API keeps the real day, so the check-in is current).
    await page.clock.install({ time: new Date('2026-11-23T08:58:00+01:00') });
    const settingsRead = page.waitForResponse((r) => r.url().endsWith('/api/stretch-reminders'));
    await page.goto('/dashboard');
    await page.clock.runFor(3500);
    await settingsRead;
    await expect(page.locator('#stretch-break-coach')).toBeAttached();
    const prompt = page.getByRole('region', { name: 'Time for a stretch break' });
    await expect(async () => {
      await page.clock.runFor(15_000);
      await expect(prompt).toBeVisible({ timeout: 250 });
    }).toPass({ timeout: 20_000 });
    await expect(
      prompt.getByText('A 2-minute break for your right wrist and neck before the next patient.'),
    ).toBeVisible();
    // The micro-break is 90 s to 2 min: the suggestion's three (30 + 30 + 60 = 120 s) fill it, with
    // nothing from the rotation.
    await prompt.getByRole('button', { name: 'Start break' }).click();
    const dialog = page.getByRole('dialog', { name: 'Stretch break' });
    const items = dialog.getByRole('list', { name: 'Stretches in this break' }).getByRole('listitem');
    await expect(items.first()).toBeVisible();
    const names = (await items.allInnerTexts()).map((t) => t.split('\n')[0]!.replace(/^\d+\. /, ''));
    expect(names).toEqual(AIMED_PLAN.slice(0, 3));
    await expect(
      dialog.getByText('A 2-minute micro-break for your right wrist and neck', { exact: true }),
    ).toBeVisible();
    await expect(dialog.getByText('3 stretches, about 2 minutes, all chosen from your latest check-in.')).toBeVisible();
  });
});
