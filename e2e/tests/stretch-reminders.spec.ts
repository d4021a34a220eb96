import { expect, test, type Page } from '@playwright/test';
import { showCard, signUp } from './fixtures';

// The clinic's clock: the browser runs in Berlin, and the test sets its time (Playwright's clock),
// so "Monday 08:58" means the same on any machine. 2026-11-23 is a Monday (UTC+1 in November).
test.use({ timezoneId: 'Europe/Berlin' });
const berlin = (isoLocal: string) => new Date(`${isoLocal}+01:00`);

const clinic = {
  enabled: true,
  days: [1, 2, 3, 4, 5],
  startTime: '08:00',
  endTime: '17:00',
  cadenceMinutes: 30,
  focusAreas: ['neck'],
};

const prompt = (page: Page) => page.getByRole('region', { name: 'Time for a stretch break' });

/** The coach is on the page (its status region, there from its first render) and has started its schedule. */
const coachMounted = (page: Page) => expect(page.locator('#stretch-break-coach')).toBeAttached();

/** Lets the page's clock run in 15-second steps (the coach's tick) until the prompt shows. */
async function untilPrompt(page: Page) {
  await expect(async () => {
    await page.clock.runFor(15_000);
    await expect(prompt(page)).toBeVisible({ timeout: 250 });
  }).toPass({ timeout: 20_000 });
}

/** Opens the dashboard at `time` and waits until the shell has read the reminders and loaded the coach. */
async function openAt(page: Page, time: Date) {
  await page.clock.install({ time });
  const settingsRead = page.waitForResponse((r) => r.url().endsWith('/api/stretch-reminders'));
  await page.goto('/dashboard');
  await expect(page.getByRole('heading', { name: 'Your Fitness & Nutrition Dashboard' })).toBeVisible();
  // The shell reads the reminders once the page is idle (at the latest after 3 s of its clock).
  await page.clock.runFor(3500);
  await settingsRead;
  await coachMounted(page);
}

test.describe('clinic-day stretch reminders', () => {
  test('are set on /stretches, and a prompt appears at each interval inside clinic hours', async ({ page }) => {
    await signUp(page.request);
    await page.clock.install({ time: berlin('2026-11-23T08:40:00') });
    await page.goto('/stretches');
    const card = page.getByRole('region', { name: 'Clinic-day reminders' });
    await showCard(card);
    await expect(card.getByText('Reminders are off.')).toBeVisible();
    await card.getByLabel('Remind me to stretch during clinic hours').check();
    await card.getByRole('button', { name: 'Neck' }).click();
    await expect(
      card.getByText('A prompt every 30 minutes, Mon–Fri 08:00–17:00: 17 breaks a clinic day.'),
    ).toBeVisible();
    // Hours that end before they start are refused beside the field.
    await card.getByLabel('Clinic closes').fill('07:00');
    await expect(card.getByText('Clinic hours must end after they start.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Save reminders' })).toBeDisabled();
    await card.getByLabel('Clinic closes').fill('17:00');
    await card.getByRole('button', { name: 'Save reminders' }).click();
    await expect(page.getByText('Reminders saved')).toBeVisible();
    await coachMounted(page);
    expect(await (await page.request.get('/api/stretch-reminders')).json()).toEqual(clinic);

    // Saving loaded the coach on this page: at 09:00 the first prompt shows, not before.
    await page.clock.fastForward('19:00'); // 08:59:xx
    await page.clock.runFor(5_000);
    await expect(prompt(page)).toHaveCount(0);
    await untilPrompt(page);

    // Snooze: gone, back 10 minutes later.
    await prompt(page).getByRole('button', { name: 'Snooze 10 min' }).click();
    await expect(prompt(page)).toHaveCount(0);
    await page.clock.fastForward('05:00');
    await page.clock.runFor(16_000);
    await expect(prompt(page)).toHaveCount(0);
    await page.clock.fastForward('04:30');
    await untilPrompt(page);

    // Skip (at about 09:10): nothing until the next interval (09:30).
    await prompt(page).getByRole('button', { name: 'Skip' }).click();
    await page.clock.fastForward('15:00');
    await page.clock.runFor(16_000);
    await expect(prompt(page)).toHaveCount(0);
    await page.clock.fastForward('04:00');
    await untilPrompt(page);

    // Start break opens the guided break as a micro-break of 90 s to 2 min. Worked by hand from the
    // seed: the Neck focus's stretches by name, Chin Tuck 30, Doorway Chest Opener 45 (75 s);
    // Levator Scapulae Stretch (60) would make 135 s, so Neck Rotation 30: 105 s.
    await expect(
      prompt(page).getByText('A 2-minute break for your neck, back and wrists before the next patient.'),
    ).toBeVisible();
    await prompt(page).getByRole('button', { name: 'Start break' }).click();
    await expect(prompt(page)).toHaveCount(0);
    const dialog = page.getByRole('dialog', { name: 'Stretch break' });
    const items = dialog.getByRole('list', { name: 'Stretches in this break' }).getByRole('listitem');
    await expect(items.first()).toBeVisible();
    const names = (await items.allInnerTexts()).map((t) => t.split('\n')[0]!.replace(/^\d+\. /, ''));
    expect(names).toEqual(['Chin Tuck', 'Doorway Chest Opener', 'Neck Rotation']);
    await expect(dialog.getByText('A 2-minute micro-break', { exact: true })).toBeVisible();
    await expect(dialog.getByText('3 stretches, about 2 minutes. Chosen for your focus areas.')).toBeVisible();
  });

  test('a prompt shows on any page, at 09:00 on a Monday in clinic hours', async ({ page }) => {
    await signUp(page.request);
    expect((await page.request.put('/api/stretch-reminders', { data: clinic })).status()).toBe(200);
    await openAt(page, berlin('2026-11-23T08:58:00'));
    await page.clock.fastForward('01:20');
    await expect(prompt(page)).toHaveCount(0);
    await untilPrompt(page);
    // It blocks nothing: the dashboard stays usable under it.
    await page.getByRole('button', { name: 'Add Manual' }).click();
    await expect(page.getByRole('dialog', { name: 'Add Manual Entry' })).toBeVisible();
  });

  test('nothing fires outside clinic hours on a Monday evening', async ({ page }) => {
    await signUp(page.request);
    expect((await page.request.put('/api/stretch-reminders', { data: clinic })).status()).toBe(200);
    await openAt(page, berlin('2026-11-23T17:05:00'));
    for (let i = 0; i < 4; i++) {
      await page.clock.fastForward('30:00');
      await page.clock.runFor(16_000);
      await expect(prompt(page)).toHaveCount(0);
    }
  });

  test('nothing fires on a Saturday inside the hours of a weekday clinic', async ({ page }) => {
    await signUp(page.request);
    expect((await page.request.put('/api/stretch-reminders', { data: clinic })).status()).toBe(200);
    await openAt(page, berlin('2026-11-28T08:55:00'));
    for (let i = 0; i < 3; i++) {
      await page.clock.fastForward('01:00:00');
      await page.clock.runFor(16_000);
      await expect(prompt(page)).toHaveCount(0);
    }
  });

  test('switched off, the shell does not load the coach at all', async ({ page }) => {
    await signUp(page.request);
    const exerciseScripts: string[] = [];
    page.on('response', (r) => {
      if (/\/remotes\/mfe-exercise\//.test(new URL(r.url()).pathname)) exerciseScripts.push(r.url());
    });
    await page.clock.install({ time: berlin('2026-11-23T08:58:00') });
    const settingsRead = page.waitForResponse((r) => r.url().endsWith('/api/stretch-reminders'));
    await page.goto('/dashboard');
    await page.clock.runFor(3500);
    await settingsRead;
    await page.clock.fastForward('05:00');
    await page.clock.runFor(16_000);
    await expect(prompt(page)).toHaveCount(0);
    expect(exerciseScripts).toEqual([]);
  });
});
