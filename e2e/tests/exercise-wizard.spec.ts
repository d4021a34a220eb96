import AxeBuilder from '@axe-core/playwright';
import { expect, test, type Locator, type Page } from '@playwright/test';
import { signedOutToastShown, signUp, watchToasts } from './fixtures';

const PENDING_KEY = 'chairside.pendingAction';

/** The dashboard's Log Exercise quick action opens mfe-exercise's wizard inside its dialog. */
async function openWizard(page: Page): Promise<Locator> {
  await page.goto('/dashboard');
  await page.getByRole('button', { name: 'Log Exercise' }).click();
  const dialog = page.getByRole('dialog', { name: 'Log Exercise' });
  await expect(dialog.getByRole('heading', { level: 3, name: 'Choose an exercise type' })).toBeVisible();
  return dialog;
}

async function pickType(dialog: Locator, label: string) {
  await dialog.getByRole('radio', { name: label, exact: true }).check();
  await dialog.getByRole('button', { name: 'Continue' }).click();
}

/** The success view, then the dialog closes by itself after 1.5 s. */
async function expectLogged(dialog: Locator, line: string) {
  await expect(dialog.getByText('Exercise Logged!')).toBeVisible();
  await expect(dialog.getByText(line)).toBeVisible();
  await expect(dialog).toBeHidden({ timeout: 5000 });
}

/** /progress counts today's entries: calories burned in the summary's ring, workouts in the activity summary. */
async function expectProgress(page: Page, burned: number, workouts: number) {
  await page.goto('/progress');
  await expect(page.getByRole('region', { name: "Today's Summary" }).getByText(`Burned ${burned} kcal`)).toBeVisible();
  const workoutsCard = page.getByRole('region', { name: 'Activity Summary' }).locator('.MuiCard-root');
  await expect(workoutsCard.filter({ hasText: 'Workouts' })).toContainText(String(workouts));
}

async function storedEntries(page: Page) {
  const res = await page.request.get('/api/exercise-entries');
  expect(res.status()).toBe(200);
  return res.json();
}

async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map((v) => `${v.id}: ${v.help} — ${v.nodes.map((n) => n.target.join(' ')).join(', ')}`);
}

test.describe('Log Exercise wizard (desktop)', () => {
  test.use({ viewport: { width: 1440, height: 900 } });

  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  test('run: type, intensity and a preset, the calories (9.8 MET x 70 kg x 0.5 h = 343), Log, success, then /progress', async ({
    page,
  }) => {
    const dialog = await openWizard(page);
    const cont = dialog.getByRole('button', { name: 'Continue' });
    await expect(cont).toBeDisabled();
    await expect(dialog.getByRole('button', { name: 'Back' })).toHaveCount(0);
    await dialog.getByRole('radio', { name: 'Run', exact: true }).check();
    await page.screenshot({ path: '/tmp/wizard-1440-step1.png' });
    await cont.click();

    await expect(dialog.getByRole('heading', { level: 3, name: 'Intensity and duration' })).toBeFocused();
    await expect(cont).toBeDisabled();
    await dialog.getByRole('radio', { name: /^Medium/ }).check();
    await expect(cont).toBeDisabled();
    await dialog.getByRole('button', { name: '30 min' }).click();
    await expect(dialog.getByRole('button', { name: '30 min' })).toHaveAttribute('aria-pressed', 'true');
    await page.screenshot({ path: '/tmp/wizard-1440-step2.png' });
    await cont.click();

    await expect(dialog.getByRole('heading', { level: 3, name: 'Your result' })).toBeVisible();
    // MET × kg × hours, at 70 kg until the member gives a weight: 9.8 × 70 × 0.5 = 343.
    await expect(dialog.getByText('343 kcal')).toBeVisible();
    await expect(
      dialog.getByText('30 min: 9.8 MET × 70 kg × 0.5 h (Medium intensity)', { exact: false }),
    ).toBeVisible();
    await expect(
      dialog.getByText('70 kg assumed until you add your weight in Settings', { exact: false }),
    ).toBeVisible();
    await expect(dialog.getByLabel('Name (optional)')).toHaveAttribute('placeholder', 'Run');
    await page.screenshot({ path: '/tmp/wizard-1440-step3.png' });
    await dialog.getByRole('button', { name: 'Log', exact: true }).click();
    await page.screenshot({ path: '/tmp/wizard-1440-success.png' });
    await expectLogged(dialog, 'Run: 343 kcal burned.');

    const [entry] = await storedEntries(page);
    expect(entry).toMatchObject({
      exerciseType: 'run',
      name: 'Run',
      duration: 30,
      intensity: 'medium',
      caloriesBurned: 343,
      description: null,
      metadata: { exerciseTypeLabel: 'Run', intensityLabel: 'Medium' },
    });
    await expectProgress(page, 343, 1);
  });

  test('weight lifting: custom minutes and presets clear each other; the back arrow keeps what was entered', async ({
    page,
  }) => {
    const dialog = await openWizard(page);
    await pickType(dialog, 'Weight Lifting');
    const custom = dialog.getByLabel('Custom minutes');
    const preset60 = dialog.getByRole('button', { name: '60 min' });
    await dialog.getByRole('radio', { name: /^High/ }).check();
    await preset60.click();
    await custom.fill('45');
    await expect(preset60).toHaveAttribute('aria-pressed', 'false');
    await preset60.click();
    await expect(custom).toHaveValue('');
    await custom.fill('0');
    await expect(dialog.getByRole('button', { name: 'Continue' })).toBeDisabled();
    await custom.fill('45');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    // 6.0 MET x 70 kg x 0.75 h (weight lifting, high)
    await expect(dialog.getByText('315 kcal')).toBeVisible();
    await dialog.getByLabel('Name (optional)').fill('Leg day');
    await dialog.getByLabel('Notes (optional)').fill('Squats and lunges');

    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByRole('heading', { level: 3, name: 'Intensity and duration' })).toBeVisible();
    await expect(dialog.getByRole('radio', { name: /^High/ })).toBeChecked();
    await expect(custom).toHaveValue('45');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByRole('radio', { name: 'Weight Lifting', exact: true })).toBeChecked();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByLabel('Name (optional)')).toHaveValue('Leg day');
    await expect(dialog.getByLabel('Notes (optional)')).toHaveValue('Squats and lunges');
    await dialog.getByRole('button', { name: 'Log', exact: true }).click();
    await expectLogged(dialog, 'Leg day: 315 kcal burned.');

    const [entry] = await storedEntries(page);
    expect(entry).toMatchObject({
      exerciseType: 'weight_lifting',
      name: 'Leg day',
      duration: 45,
      intensity: 'high',
      caloriesBurned: 315,
      description: 'Squats and lunges',
      metadata: { exerciseTypeLabel: 'Weight Lifting', intensityLabel: 'High' },
    });
    await expectProgress(page, 315, 1);
  });

  test('describe: the analysis of "30 minutes brisk walking" (brisk is moderate: 3.5 MET x 70 kg x 0.5 h = 123), then Save Exercise', async ({
    page,
  }) => {
    const dialog = await openWizard(page);
    await pickType(dialog, 'Describe Exercise');
    await expect(dialog.getByRole('heading', { level: 3, name: 'Describe your exercise' })).toBeVisible();
    // The back arrow from the describe step goes to the type step.
    await dialog.getByRole('button', { name: 'Back' }).click();
    await expect(dialog.getByRole('heading', { level: 3, name: 'Choose an exercise type' })).toBeVisible();
    await dialog.getByRole('button', { name: 'Continue' }).click();

    const add = dialog.getByRole('button', { name: 'Add Exercise' });
    await expect(add).toBeDisabled();
    await dialog.getByLabel('What did you do?').fill('   ');
    await expect(add).toBeDisabled();
    await dialog.getByLabel('What did you do?').fill('30 minutes brisk walking');
    await add.click();
    const result = dialog.getByRole('region', { name: 'Walking' });
    await expect(result).toBeVisible();
    await expect(result.getByText('30 min', { exact: true })).toBeVisible();
    await expect(result.getByText('Medium', { exact: true })).toBeVisible();
    await expect(result.getByText('123 kcal', { exact: true })).toBeVisible();
    await page.screenshot({ path: '/tmp/wizard-1440-step4.png' });
    await dialog.getByRole('button', { name: 'Save Exercise' }).click();
    await expectLogged(dialog, 'Walking: 123 kcal burned.');

    const [entry] = await storedEntries(page);
    expect(entry).toMatchObject({
      exerciseType: 'describe',
      name: 'Walking',
      duration: 30,
      intensity: 'medium',
      caloriesBurned: 123,
      metadata: { exerciseTypeLabel: 'Describe Exercise', intensityLabel: 'Medium' },
    });
    await expectProgress(page, 123, 1);
  });

  test('describe: a failed analysis says so and keeps the text for a retry', async ({ page }) => {
    const dialog = await openWizard(page);
    await pickType(dialog, 'Describe Exercise');
    await dialog.getByLabel('What did you do?').fill('45 min easy cycling');
    await page.route('**/api/analyze-exercise', (route) => route.fulfill({ status: 503, body: 'queue unavailable' }));
    await dialog.getByRole('button', { name: 'Add Exercise' }).click();
    await expect(page.getByText('Analysis Failed')).toBeVisible();
    await expect(page.getByText('Failed to analyze exercise. Please try again.')).toBeVisible();
    await expect(dialog.getByLabel('What did you do?')).toHaveValue('45 min easy cycling');
    await page.unroute('**/api/analyze-exercise');
    await dialog.getByRole('button', { name: 'Add Exercise' }).click();
    await expect(dialog.getByRole('region', { name: 'Cycling' })).toBeVisible();
  });

  test('manual: no intensity, a calorie number and a duration, the entered calories are logged', async ({ page }) => {
    const dialog = await openWizard(page);
    await pickType(dialog, 'Manual Entry');
    await expect(dialog.getByRole('heading', { level: 3, name: 'Duration and calories' })).toBeVisible();
    await expect(dialog.getByRole('radio')).toHaveCount(0);
    const cont = dialog.getByRole('button', { name: 'Continue' });
    await dialog.getByRole('button', { name: '60 min' }).click();
    await expect(cont).toBeDisabled();
    await dialog.getByLabel('Calories burned *').fill('410');
    await cont.click();
    await expect(dialog.getByText('410 kcal')).toBeVisible();
    await dialog.getByLabel('Name (optional)').fill('Tennis');
    await dialog.getByRole('button', { name: 'Log', exact: true }).click();
    await expectLogged(dialog, 'Tennis: 410 kcal burned.');

    const [entry] = await storedEntries(page);
    expect(entry).toMatchObject({
      exerciseType: 'manual',
      name: 'Tennis',
      duration: 60,
      intensity: null,
      caloriesBurned: 410,
      metadata: { exerciseTypeLabel: 'Manual Entry' },
    });
    await expectProgress(page, 410, 1);
  });

  test('ergonomic: completed stretches add up (30 + 30 + 60 s = 2 min, 1.5 + 1.5 + 3 = 6 whole kcal), saved as one session', async ({
    page,
  }) => {
    const dialog = await openWizard(page);
    await pickType(dialog, 'Ergonomic Stretches');
    await expect(dialog.getByRole('heading', { level: 3, name: 'Ergonomic Stretches' })).toBeVisible();
    const save = dialog.getByRole('button', { name: 'Save Stretch Session' });
    const session = dialog.getByRole('status', { name: 'Stretch session' });
    await expect(dialog.getByRole('button', { name: /^Complete / })).toHaveCount(25);
    await expect(save).toBeDisabled();
    await expect(session).toHaveText('No stretches completed yet');

    await dialog.getByRole('button', { name: 'Complete Chin Tuck' }).click();
    await expect(session).toContainText('1 stretch · 1 min · 2 kcal');
    await dialog.getByRole('button', { name: 'Complete Wrist Flexor Stretch' }).click();
    await dialog.getByRole('button', { name: 'Complete Doorway Chest Opener' }).click();
    // 30 + 30 + 45 s = 105 s -> 2 min; 1.5 + 1.5 + 2.3 = 5.3 -> 5 whole kcal
    await expect(session).toContainText('3 stretches · 2 min · 5 kcal');
    // Undone, a stretch leaves the session.
    await dialog.getByRole('button', { name: 'Undo Doorway Chest Opener' }).click();
    await expect(dialog.getByRole('button', { name: 'Complete Doorway Chest Opener' })).toBeVisible();
    await expect(session).toContainText('2 stretches · 1 min · 3 kcal');
    await dialog.getByRole('button', { name: 'Complete Upper Trapezius Stretch' }).click();
    await expect(session).toContainText('3 stretches · 2 min · 6 kcal');
    await expect(session).toContainText('Chin Tuck, Wrist Flexor Stretch, Upper Trapezius Stretch');
    await page.screenshot({ path: '/tmp/wizard-1440-step5.png' });
    await save.click();
    await expectLogged(dialog, 'Ergonomic Stretches: 6 kcal burned.');

    const [entry] = await storedEntries(page);
    expect(entry).toMatchObject({
      exerciseType: 'ergonomic',
      name: 'Ergonomic Stretches',
      duration: 2,
      intensity: 'low',
      caloriesBurned: 6,
      description: 'Chin Tuck, Wrist Flexor Stretch, Upper Trapezius Stretch',
      metadata: { exerciseTypeLabel: 'Ergonomic Stretch', intensityLabel: 'Light' },
    });
    expect(entry.metadata.stretchIds).toHaveLength(3);
    await expectProgress(page, 6, 1);
  });

  test('the stored exercise flag opens the wizard on the dashboard, once', async ({ page }) => {
    await page.goto('/progress');
    await expect(page.getByRole('heading', { level: 1, name: 'Fitness & Nutrition Progress' })).toBeVisible();
    await page.evaluate((k) => localStorage.setItem(k, 'exercise'), PENDING_KEY);
    await page.goto('/dashboard');
    const dialog = page.getByRole('dialog', { name: 'Log Exercise' });
    await expect(dialog.getByRole('heading', { level: 3, name: 'Choose an exercise type' })).toBeVisible();
    expect(await page.evaluate((k) => localStorage.getItem(k), PENDING_KEY)).toBeNull();
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Fitness & Nutrition Dashboard' })).toBeVisible();
    await expect(page.getByRole('dialog', { name: 'Log Exercise' })).toBeHidden();
  });

  test('a failed save keeps everything entered; saving again works', async ({ page }) => {
    const dialog = await openWizard(page);
    await pickType(dialog, 'Run');
    await dialog.getByRole('radio', { name: /^Low/ }).check();
    await dialog.getByLabel('Custom minutes').fill('25');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByLabel('Name (optional)').fill('Lunch jog');
    await dialog.getByLabel('Notes (optional)').fill('Around the clinic block');
    // The connection drops while saving.
    await page.route('**/api/exercise-entries', (route) =>
      route.request().method() === 'POST' ? route.abort('internetdisconnected') : route.continue(),
    );
    await dialog.getByRole('button', { name: 'Log', exact: true }).click();
    await expect(page.getByText('Save Failed')).toBeVisible();
    await expect(page.getByText('Failed to save exercise entry. Please try again.')).toBeVisible();
    await expect(dialog.getByLabel('Name (optional)')).toHaveValue('Lunch jog');
    await expect(dialog.getByLabel('Notes (optional)')).toHaveValue('Around the clinic block');
    await expect(dialog.getByText('204 kcal')).toBeVisible();
    expect(await storedEntries(page)).toEqual([]);

    await page.unroute('**/api/exercise-entries');
    await dialog.getByRole('button', { name: 'Log', exact: true }).click();
    // 7.0 MET x 70 kg x 25/60 h = 204.2 (run, low)
    await expectLogged(dialog, 'Lunch jog: 204 kcal burned.');
    await expectProgress(page, 204, 1);
  });
});

test('a session that ended meanwhile: saving shows the unauthorized toast, then the landing page', async ({ page }) => {
  await signUp(page.request);
  await watchToasts(page);
  const dialog = await openWizard(page);
  await pickType(dialog, 'Run');
  await dialog.getByRole('radio', { name: /^High/ }).check();
  await dialog.getByRole('button', { name: '15 min' }).click();
  await dialog.getByRole('button', { name: 'Continue' }).click();
  expect((await page.request.post('/api/auth/logout')).status()).toBe(200);
  await dialog.getByRole('button', { name: 'Log', exact: true }).click();
  // The signed-out flow goes to / after 500 ms (docs/product.md "Signing in").
  expect(await signedOutToastShown(page, /\/$/)).toBe(true);
  await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
});

test.describe('Log Exercise wizard on a phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('every step passes axe and fits 390 px without sideways scrolling', async ({ page }) => {
    await signUp(page.request);
    const dialog = await openWizard(page);
    const check = async (shot: string) => {
      // Buttons fade between their disabled and enabled colours; the picture waits for that.
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/wizard-390-${shot}.png` });
      expect(await seriousViolations(page), shot).toEqual([]);
      const overflow = await dialog.evaluate((d) => {
        const wide = [...d.querySelectorAll<HTMLElement>('*')].filter((el) => el.scrollWidth > el.clientWidth + 1);
        // Nothing may stick out of the dialog's content box either.
        const box = d.querySelector('.MuiDialogContent-root')!.getBoundingClientRect();
        const outside = [...d.querySelectorAll<HTMLElement>('.MuiDialogContent-root *')]
          .filter((el) => el.getBoundingClientRect().right > box.right + 1)
          .map((el) => `${el.tagName} ${el.textContent?.slice(0, 20)}`);
        return {
          outside,
          page: document.documentElement.scrollWidth,
          scrolling: wide
            .filter((el) => ['auto', 'scroll'].includes(getComputedStyle(el).overflowX))
            .map((el) => el.className),
        };
      });
      expect(overflow.page, shot).toBeLessThanOrEqual(390);
      expect(overflow.outside, shot).toEqual([]);
      expect(overflow.scrolling, shot).toEqual([]);
    };

    await dialog.getByRole('radio', { name: 'Run', exact: true }).check();
    await check('step1');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await dialog.getByRole('radio', { name: /^High/ }).check();
    await dialog.getByRole('button', { name: '90 min' }).click();
    await check('step2');
    await dialog.getByRole('button', { name: 'Continue' }).click();
    await expect(dialog.getByText('1208 kcal')).toBeVisible(); // 11.5 x 70 x 1.5 = 1207.5
    await check('step3');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await dialog.getByRole('button', { name: 'Back' }).click();
    await pickType(dialog, 'Manual Entry');
    await check('step2-manual');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await pickType(dialog, 'Describe Exercise');
    await dialog.getByLabel('What did you do?').fill('30 minutes brisk walking');
    await dialog.getByRole('button', { name: 'Add Exercise' }).click();
    await expect(dialog.getByRole('region', { name: 'Walking' })).toBeVisible();
    await check('step4');
    await dialog.getByRole('button', { name: 'Back' }).click();
    await pickType(dialog, 'Ergonomic Stretches');
    await dialog.getByRole('button', { name: 'Complete Neck Rotation' }).click();
    await check('step5');
    await dialog.getByRole('button', { name: 'Save Stretch Session' }).click();
    await expect(dialog.getByText('Exercise Logged!')).toBeVisible();
    await page.screenshot({ path: '/tmp/wizard-390-success.png' });
  });
});
