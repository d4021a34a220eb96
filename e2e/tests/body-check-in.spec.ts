import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations, sideways, signUp } from './fixtures';

// A zone whose midday is the test machine's night: "today" cannot turn over while a test runs.
const TZ = 'Pacific/Honolulu';
test.use({ timezoneId: TZ });

/** The member's day in TZ, YYYY-MM-DD, and that day `plus` days on, in the card's words. */
const todayInTz = () => new Intl.DateTimeFormat('en-CA', { timeZone: TZ }).format(new Date());
function dayInWords(day: string, plus = 0) {
  const d = new Date(`${day}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + plus);
  return d.toLocaleDateString('en-GB', { weekday: 'long', day: 'numeric', month: 'long', timeZone: 'UTC' });
}

const NONE = { score: 0, keptFromWork: false, side: null, numbness: false };
const card = (page: Page) => page.getByRole('region', { name: 'Body check-in' });
const dialogOf = (page: Page) => page.getByRole('dialog', { name: 'Body check-in' });

/** Presses Tab until the focused element is named `name` (at most `max` presses). */
async function tabTo(page: Page, name: string, max = 40) {
  for (let i = 0; i < max; i++) {
    await page.keyboard.press('Tab');
    const focused = await page.evaluate(() => {
      const el = document.activeElement;
      return el?.getAttribute('aria-label') ?? (el as HTMLElement | null)?.innerText?.trim() ?? '';
    });
    if (focused === name) return;
  }
  throw new Error(`Tab never reached "${name}"`);
}

async function storedRegions(page: Page) {
  const res = await page.request.get(`/api/body-check-ins?tz=${encodeURIComponent(TZ)}`);
  expect(res.ok()).toBe(true);
  const body = (await res.json()) as { checkIns: { date: string; regions: Record<string, unknown> }[] };
  expect(body.checkIns).toHaveLength(1);
  expect(body.checkIns[0]!.date).toBe(todayInTz());
  return body.checkIns[0]!.regions;
}

const radio = (scope: Locator, name: string) => scope.getByRole('radio', { name, exact: true });

test.describe('Body check-in', () => {
  test('by keyboard only: a region on the figure, its score and side, saved and shown', async ({ page }) => {
    await signUp(page.request);
    await page.goto('/stretches');
    await expect(card(page).getByText('Your weekly check-in is due')).toBeVisible();
    await card(page).getByRole('button', { name: 'Check in' }).focus();
    await page.keyboard.press('Enter');
    const dialog = dialogOf(page);
    await expect(dialog.getByText('Trouble in the last 7 days — ache, pain or discomfort.')).toBeVisible();

    // Each spot of a pair is its own button: Tab reaches the right shoulder on the front figure (the
    // left of the picture); Enter chooses the shoulders with that side and moves on to their answers.
    await tabTo(page, 'Right shoulder, no trouble');
    const focusedSpot = dialog.getByRole('group', { name: 'Body map, front' }).locator(':focus');
    await expect(focusedSpot).toHaveAttribute('data-region', 'shoulders');
    await expect(focusedSpot).toHaveAttribute('data-side', 'right');
    await page.keyboard.press('Enter');
    await expect(dialog.getByRole('region', { name: 'Shoulders' })).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(radio(dialog, '0 none')).toBeFocused();
    for (let i = 0; i < 6; i++) await page.keyboard.press('ArrowRight');
    await expect(radio(dialog, '6')).toBeChecked();
    // The spot gave the side: Right is already chosen, nothing is asked, and Save is ready.
    await expect(radio(dialog, 'Right')).toBeChecked();
    await expect(dialog.getByText('Which side? Left, right or both')).toHaveCount(0);
    await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();
    await page.keyboard.press('Tab');
    await expect(radio(dialog, 'Right')).toBeFocused();
    await page.keyboard.press('Tab');
    await expect(dialog.getByRole('switch', { name: 'Kept me from normal work' })).toBeFocused();
    await page.keyboard.press('Space');
    await expect(dialog.getByRole('switch', { name: 'Kept me from normal work' })).toBeChecked();
    // The figure and the list now read the new score.
    await expect(
      dialog
        .getByRole('group', { name: 'Body map, front' })
        .getByRole('button', { name: 'Right shoulder, 6 of 10, right' }),
    ).toBeVisible();
    await expect(dialog.getByRole('list').getByRole('button', { name: 'Shoulders, 6 of 10, right' })).toBeVisible();

    await tabTo(page, 'Save');
    await page.keyboard.press('Enter');
    await expect(page.getByText('Check-in saved')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const today = todayInTz();
    await expect(card(page).getByText(`Next check-in due ${dayInWords(today, 7)}`)).toBeVisible();
    await expect(card(page).getByText('Last check-in: today')).toBeVisible();
    await expect(card(page).getByText('Marked: right shoulder 6')).toBeVisible();
    // Focus comes back to the card's button, renamed now that today has a check-in.
    await expect(card(page).getByRole('button', { name: "Update today's check-in" })).toBeFocused();
    const regions = await storedRegions(page);
    expect(regions.shoulders).toEqual({ score: 6, keptFromWork: true, side: 'right', numbness: false });
    expect(regions.neck).toEqual(NONE);
    expect(regions.knees).toEqual(NONE);
  });

  test('by pointer: tapping the figure, a failed save kept and retried, and re-opening starts from it', async ({
    page,
  }) => {
    // A check-in is health data: nothing of it may reach the console, a failed save included.
    const consoleLines: string[] = [];
    page.on('console', (m) => consoleLines.push(m.text()));
    await signUp(page.request);
    await page.goto('/stretches');
    await card(page).getByRole('button', { name: 'Check in' }).click();
    const dialog = dialogOf(page);
    await dialog.getByRole('button', { name: 'Back', exact: true }).click();
    const back = dialog.getByRole('group', { name: 'Body map, back' });
    await back.getByRole('button', { name: 'Lower back, no trouble' }).click();
    await radio(dialog, '7').click();
    await dialog.getByText('Numbness or tingling').click();
    // Seen from the back the member's left elbow is on the left of the picture. A tap on it gives
    // the side; once scored, a tap on the other elbow makes it both.
    await back.getByRole('button', { name: 'Left elbow, no trouble' }).click();
    await expect(back.locator('[data-side="left"][data-region="elbows"]')).toHaveAttribute('aria-pressed', 'true');
    await expect(dialog.getByRole('heading', { name: 'Elbows' })).toBeVisible();
    await radio(dialog, '4').click();
    await expect(radio(dialog, 'Left')).toBeChecked();
    await expect(dialog.getByText('Which side? Left, right or both')).toHaveCount(0);
    await back.getByRole('button', { name: 'Right elbow, 4 of 10, left' }).click();
    await expect(radio(dialog, 'Both')).toBeChecked();
    await expect(back.getByRole('button', { name: 'Lower back, 7 of 10' })).toBeVisible();

    // The first save fails on the way: everything entered stays, and Retry sends it.
    let failOnce = true;
    await page.route('**/api/body-check-ins/*', (route) => {
      if (failOnce && route.request().method() === 'PUT') {
        failOnce = false;
        return route.abort('connectionreset');
      }
      return route.continue();
    });
    await dialog.getByRole('button', { name: 'Save', exact: true }).click();
    await expect(dialog.getByText('Your check-in was not saved')).toBeVisible();
    await expect(back.getByRole('button', { name: 'Right elbow, 4 of 10, both' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Retry' }).click();
    await expect(page.getByText('Check-in saved')).toBeVisible();
    await expect(dialog).toHaveCount(0);

    const regions = await storedRegions(page);
    expect(regions.lower_back).toEqual({ score: 7, keptFromWork: false, side: null, numbness: true });
    expect(regions.elbows).toEqual({ score: 4, keptFromWork: false, side: 'both', numbness: false });
    expect(regions.shoulders).toEqual(NONE);
    // Numbness brings the calm note.
    await expect(
      card(page).getByText(
        'You noted numbness or tingling in your lower back. It may help to talk it over with a doctor or physiotherapist.',
      ),
    ).toBeVisible();
    await expect(card(page).getByText('Marked: both elbows 4, lower back 7')).toBeVisible();

    await card(page).getByRole('button', { name: "Update today's check-in" }).click();
    const list = dialog.getByRole('list');
    await expect(list.getByRole('button', { name: 'Lower back, 7 of 10' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Elbows, 4 of 10, both' })).toBeVisible();
    await expect(list.getByRole('button', { name: 'Neck, no trouble' })).toBeVisible();
    expect(consoleLines.filter((l) => /regions|score|lower.back|wrist|numbness/i.test(l))).toEqual([]);
  });

  test('axe on the card and the dialog; ?checkin=1 opens it once; 1440 px fits', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await signUp(page.request);
    const put = await page.request.put(`/api/body-check-ins/${todayInTz()}`, {
      data: { regions: { knees: { score: 5, keptFromWork: false, side: 'left', numbness: true } }, tz: TZ },
    });
    expect(put.ok(), await put.text()).toBe(true);

    await page.goto('/stretches?checkin=1');
    const dialog = dialogOf(page);
    await expect(dialog.getByRole('list').getByRole('button', { name: 'Knees, 5 of 10, left' })).toBeVisible();
    await expect(page).toHaveURL(/\/stretches$/);
    // A region chosen from the list has no side yet: a calm question (not an error) in the panel, the
    // same words in the list and the footer, and Save waits.
    await dialog.getByRole('list').getByRole('button', { name: 'Elbows, no trouble' }).click();
    await radio(dialog, '3').click();
    const prompt = dialog.getByText('Which side? Left, right or both', { exact: true });
    await expect(prompt).toBeVisible();
    await expect(prompt).not.toHaveClass(/Mui-error/);
    await expect(dialog.getByText('Which side? Left, right or both (Elbows)')).toBeVisible();
    await expect(dialog.getByRole('list').getByRole('button', { name: 'Elbows, 3 of 10, which side?' })).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeDisabled();
    // The two yes/no answers on their own rows, apart.
    const kept = await dialog.getByText('Kept me from normal work').boundingBox();
    const numb = await dialog.getByText('Numbness or tingling').boundingBox();
    expect(numb!.y).toBeGreaterThanOrEqual(kept!.y + kept!.height);
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sideways(page)).toBe(0);

    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toHaveCount(0);
    await expect(card(page).getByText('Last check-in: today')).toBeVisible();
    await expect(card(page).getByText('Marked: left knee 5')).toBeVisible();
    // Opened by itself from the address, closed: focus goes to the card's button, not the page body.
    await expect(card(page).getByRole('button', { name: "Update today's check-in" })).toBeFocused();
    await expect(
      card(page).getByText(
        'You noted numbness or tingling in your left knee. It may help to talk it over with a doctor or physiotherapist.',
      ),
    ).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await page.reload();
    await expect(card(page).getByRole('button', { name: "Update today's check-in" })).toBeVisible();
    await expect(dialog).toHaveCount(0);
  });

  test('at 390 px: no sideways scroll, every region and score a 44 px target on screen', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await signUp(page.request);
    await page.goto('/stretches');
    await card(page).getByRole('button', { name: 'Check in' }).click();
    const dialog = dialogOf(page);
    for (const view of ['Front', 'Back'] as const) {
      await dialog.getByRole('button', { name: view, exact: true }).click();
      const figure = dialog.getByRole('group', { name: `Body map, ${view.toLowerCase()}` });
      const spots = figure.locator('.hit');
      // The front draws 7 regions (13 spots: six of them pairs), the back all 9 (15 spots).
      await expect(spots).toHaveCount(view === 'Front' ? 13 : 15);
      for (const box of await Promise.all((await spots.all()).map((s) => s.boundingBox()))) {
        expect(box!.width).toBeGreaterThanOrEqual(44);
        expect(box!.height).toBeGreaterThanOrEqual(44);
        expect(box!.x).toBeGreaterThanOrEqual(0);
        expect(box!.x + box!.width).toBeLessThanOrEqual(390);
      }
    }
    await dialog
      .getByRole('group', { name: 'Body map, back' })
      .getByRole('button', { name: 'Left knee, no trouble' })
      .click();
    await radio(dialog, '8').click();
    const cells = dialog.getByRole('region', { name: 'Knees' }).locator('fieldset label');
    // 11 scores and the three sides.
    await expect(cells).toHaveCount(14);
    for (const box of await Promise.all((await cells.all()).map((c) => c.boundingBox()))) {
      expect(box!.width).toBeGreaterThanOrEqual(44);
      expect(box!.height).toBeGreaterThanOrEqual(44);
      expect(box!.x + box!.width).toBeLessThanOrEqual(390);
    }
    expect(await sideways(page)).toBe(0);
    await expect(radio(dialog, 'Left')).toBeChecked();
    await expect(dialog.getByRole('button', { name: 'Save', exact: true })).toBeEnabled();

    // A side left open from the list: the side cells are scrolled into view above the footer, whose
    // buttons share one row.
    await dialog.getByRole('list').getByRole('button', { name: 'Elbows, no trouble' }).click();
    await radio(dialog, '5').click();
    const footer = (await dialog.locator('.MuiDialogActions-root').boundingBox())!;
    for (const side of ['Left', 'Right', 'Both']) {
      const box = (await dialog
        .getByRole('region', { name: 'Elbows' })
        .locator('label', { hasText: side })
        .boundingBox())!;
      expect(box.y + box.height, side).toBeLessThanOrEqual(footer.y);
    }
    const cancel = (await dialog.getByRole('button', { name: 'Cancel' }).boundingBox())!;
    const save = (await dialog.getByRole('button', { name: 'Save', exact: true }).boundingBox())!;
    expect(Math.abs(cancel.y - save.y)).toBeLessThan(2);
  });
});
