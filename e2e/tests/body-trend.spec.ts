import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, showCard, sideways, signUp } from './fixtures';

/*
 * The weeks are the member's, Monday to Sunday in their zone. The browser and the seeds use a zone
 * where it is now between 03:00 and 21:00, so the day cannot turn over while a test runs: UTC, or
 * else Tokyo (always 9 hours ahead, no summer time).
 */
const utcHour = new Date().getUTCHours();
const ZONE = utcHour >= 3 && utcHour < 21 ? { tz: 'UTC', offset: 'Z' } : { tz: 'Asia/Tokyo', offset: '+09:00' };
test.use({ timezoneId: ZONE.tz });

const DAY_MS = 86_400_000;
const plusDays = (day: string, n: number) =>
  new Date(Date.parse(`${day}T00:00:00Z`) + n * DAY_MS).toISOString().slice(0, 10);
const TODAY = new Intl.DateTimeFormat('en-CA', {
  timeZone: ZONE.tz,
  year: 'numeric',
  month: '2-digit',
  day: '2-digit',
}).format(new Date());
// getUTCDay of the day's own date: 0 Sunday, 1 Monday … 6 Saturday. Sunday is 6 days after Monday.
const weekday = new Date(`${TODAY}T00:00:00Z`).getUTCDay();
const MONDAY = plusDays(TODAY, weekday === 0 ? -6 : 1 - weekday);
/** The Monday `n` weeks before this week's: 3 weeks back is at most 27 days ago, so check-ins may go there. */
const weeksBack = (n: number) => plusDays(MONDAY, -7 * n);

const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'];
/** "Week of Nov 2": how the chart's table names a week. */
const weekOf = (monday: string) => `Week of ${MONTHS[Number(monday.slice(5, 7)) - 1]} ${Number(monday.slice(8, 10))}`;

const SEE_SOMEONE = 'It may help to talk it over with a doctor or physiotherapist.';

async function checkIn(page: Page, date: string, regions: Record<string, object>) {
  const res = await page.request.put(`/api/body-check-ins/${date}`, { data: { regions, tz: ZONE.tz } });
  expect(res.status(), await res.text()).toBe(200);
}

/** A stretch break logged at noon of `day` in the member's zone, or now without a day. */
async function logBreak(page: Page, day?: string) {
  const res = await page.request.post('/api/exercise-entries', {
    data: {
      exerciseType: 'ergonomic',
      name: 'Stretch break',
      duration: 3,
      intensity: 'low',
      caloriesBurned: 6,
      metadata: { exerciseTypeLabel: 'Ergonomic Stretch', intensityLabel: 'Light' },
      ...(day ? { loggedAt: `${day}T12:00:00${ZONE.offset}` } : {}),
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

async function openTrend(page: Page) {
  await page.goto('/stretches');
  const card = page.getByRole('region', { name: 'Your body over 12 weeks' });
  await showCard(card);
  return card;
}

/*
 * The calm note shows once on /stretches, in the Body check-in card where the member checks in; the
 * trend card leaves it out. The check-in card's button says it has loaded before a note is looked for.
 */
async function checkInCard(page: Page) {
  const card = page.getByRole('region', { name: 'Body check-in' });
  await expect(card.getByRole('button', { name: /check.in/i })).toBeVisible();
  return card;
}

test.describe('Your body over 12 weeks', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  test('each sore region week by week beside the breaks, and the summary counts the breaks of its weeks', async ({
    page,
  }) => {
    await checkIn(page, weeksBack(3), { neck: { score: 6 }, wrists_hands: { score: 2, side: 'right' } });
    await checkIn(page, weeksBack(2), { neck: { score: 5 }, wrists_hands: { score: 3, side: 'right' } });
    await checkIn(page, weeksBack(1), { neck: { score: 4 } });
    // The Sunday before the first check-in's week: a break outside the summary's weeks.
    await logBreak(page, plusDays(weeksBack(3), -1));
    await logBreak(page, weeksBack(3));
    await logBreak(page, plusDays(weeksBack(3), 3));
    await logBreak(page, weeksBack(2));
    // Two today: this week has no check-in, so they are drawn but not in the summary.
    await logBreak(page);
    await logBreak(page);

    const card = await openTrend(page);
    // Weeks of check-ins: 3 back, 2 back, 1 back = 3 weeks; breaks in them 2 + 1 + 0 = 3. The line's
    // arrow is drawn; "to" is its words for a screen reader.
    await expect(card.getByRole('listitem')).toHaveText([
      'Neck: 6 to 4 over 3 weeks; you took 3 breaks',
      'Wrists/hands: 2 to 0 over 3 weeks; you took 3 breaks',
    ]);
    await expect(card.getByText('No trouble reported in the other regions.')).toBeVisible();
    await expect(card.locator('[aria-hidden="true"]').getByText('Neck', { exact: true })).toBeVisible();
    await expect(card.locator('[aria-hidden="true"]').getByText('Wrists/hands', { exact: true })).toBeVisible();
    await expect(card.getByText('Shoulders')).toHaveCount(0);
    await expect(card.getByText(SEE_SOMEONE)).toHaveCount(0);

    const table = card.getByRole('table', { name: /Trouble each week/ });
    await expect(table.getByRole('columnheader')).toHaveText(['Week', 'Neck', 'Wrists/hands', 'Breaks taken']);
    await expect(table.getByRole('rowheader')).toHaveCount(12);
    const week = (monday: string) =>
      table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: weekOf(monday), exact: true }) });
    await expect(week(weeksBack(4)).getByRole('cell')).toHaveText(['no check-in', 'no check-in', '1']);
    await expect(week(weeksBack(3)).getByRole('cell')).toHaveText(['6', '2', '2']);
    await expect(week(weeksBack(2)).getByRole('cell')).toHaveText(['5', '3', '1']);
    await expect(week(weeksBack(1)).getByRole('cell')).toHaveText(['4', '0', '0']);
    await expect(week(MONDAY).getByRole('cell')).toHaveText(['no check-in', 'no check-in', '2']);
    await expect(week(weeksBack(11)).getByRole('cell')).toHaveText(['no check-in', 'no check-in', '0']);
    await card.screenshot({ path: '/tmp/body-trend-weeks.png' });
  });

  test('the calm note comes at the third check-in in a row at 7 or more, not the second; at 390 px', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await checkIn(page, weeksBack(2), { neck: { score: 8 } });
    await checkIn(page, weeksBack(1), { neck: { score: 7 } });
    let card = await openTrend(page);
    await expect(card.getByRole('listitem')).toHaveText(['Neck: 8 to 7 over 2 weeks; no breaks logged in those weeks']);
    await expect((await checkInCard(page)).getByText(SEE_SOMEONE)).toHaveCount(0);

    await checkIn(page, MONDAY, { neck: { score: 9 } });
    card = await openTrend(page);
    await expect(card.getByRole('listitem')).toHaveText(['Neck: 8 to 9 over 3 weeks; no breaks logged in those weeks']);
    const persistent = `Your neck has been at 7 or more in your last 3 check-ins. ${SEE_SOMEONE}`;
    await expect((await checkInCard(page)).getByText(persistent)).toBeVisible();
    await expect(card.getByText(SEE_SOMEONE)).toHaveCount(0);
    await showCard(card);
    expect(await sideways(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await card.screenshot({ path: '/tmp/body-trend-390.png' });
  });

  test('a first check-in names its week; numbness or tingling in it brings the note at once', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await checkIn(page, TODAY, { wrists_hands: { score: 4, side: 'left', numbness: true } });
    await logBreak(page);
    const card = await openTrend(page);
    await expect(card.getByRole('listitem')).toHaveText([
      'Wrists/hands: 4 at your check-in this week; you took 1 break this week',
    ]);
    await expect(
      (await checkInCard(page)).getByText(`You noted numbness or tingling in your left wrist. ${SEE_SOMEONE}`),
    ).toBeVisible();
    await expect(card.getByText(SEE_SOMEONE)).toHaveCount(0);
    expect(await sideways(page)).toBe(0);
    expect(await seriousViolations(page)).toEqual([]);
    await card.screenshot({ path: '/tmp/body-trend-1440.png' });
  });

  test('without a check-in it invites the first; a failed load offers Retry', async ({ page }) => {
    let fail = true;
    await page.route(
      (url) => url.pathname === '/api/body-trend',
      (route) => (fail ? route.fulfill({ status: 503, body: 'unavailable' }) : route.continue()),
    );
    const card = await openTrend(page);
    await expect(card.getByText('Your 12-week trend could not be loaded.')).toBeVisible();
    fail = false;
    await card.getByRole('button', { name: 'Retry' }).click();
    await expect(card.getByText('Your first check-in starts the trend.')).toBeVisible();
    await expect(card.getByRole('table')).toHaveCount(0);
  });
});
