import { expect, test, type Locator, type Page } from '@playwright/test';
import { seriousViolations, showStretchList, signUp } from './fixtures';

interface Stretch {
  id: string;
  name: string;
  category: string;
  duration: number;
  caloriesBurned: number;
}

const clock = (secs: number) => `${Math.floor(secs / 60)}:${String(secs % 60).padStart(2, '0')}`;

/** Opens the break and reads its plan: the stretches in the order the dialog lists them. */
async function openBreak(page: Page): Promise<{ dialog: Locator; plan: Stretch[] }> {
  const stretches: Stretch[] = await (await page.request.get('/api/ergonomic-stretches')).json();
  await page.getByRole('button', { name: 'Start a stretch break' }).click();
  const dialog = page.getByRole('dialog', { name: 'Stretch break' });
  const items = dialog.getByRole('list', { name: 'Stretches in this break' }).getByRole('listitem');
  await expect(items.first()).toBeVisible();
  const names = (await items.allInnerTexts()).map((t) => t.split('\n')[0]!.replace(/^\d+\. /, ''));
  const plan = names.map((n) => stretches.find((s) => s.name === n)!);
  expect(plan.length).toBeGreaterThanOrEqual(3);
  expect(plan.length).toBeLessThanOrEqual(5);
  return { dialog, plan };
}

test.describe('Guided stretch break', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
    await page.clock.install();
  });

  test('counts each stretch down, pauses, skips, finishes early and logs one entry', async ({ page }) => {
    await page.goto('/stretches');
    await expect(page.getByRole('region', { name: 'Breaks this week' }).getByText('0 breaks today')).toBeVisible();
    const { dialog, plan } = await openBreak(page);
    const [first, second, third] = plan as [Stretch, Stretch, Stretch];
    // From here on, time moves only when the test says so.
    await page.clock.pauseAt(Date.now() + 60_000);
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();

    const timer = dialog.getByRole('timer');
    await expect(dialog.getByText(`Stretch 1 of ${plan.length}`, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: first.name })).toBeVisible();
    await expect(timer).toHaveText(clock(first.duration));
    await expect(dialog.getByRole('button', { name: 'Finish' })).toBeDisabled();
    await page.clock.runFor(5_000);
    await expect(timer).toHaveText(clock(first.duration - 5));

    await dialog.getByRole('button', { name: 'Pause' }).click();
    await page.clock.runFor(20_000);
    await expect(timer).toHaveText(clock(first.duration - 5));
    await expect(dialog.getByText('Paused', { exact: true })).toBeVisible();
    await dialog.getByRole('button', { name: 'Resume' }).click();

    // The first stretch runs out and the second starts by itself.
    await page.clock.runFor((first.duration - 5) * 1000);
    await expect(dialog.getByText(`Stretch 2 of ${plan.length}`, { exact: true })).toBeVisible();
    await expect(timer).toHaveText(clock(second.duration));

    await page.clock.runFor(3_000);
    await dialog.getByRole('button', { name: 'Skip' }).click();
    await expect(dialog.getByText(`Stretch 3 of ${plan.length}`, { exact: true })).toBeVisible();
    await expect(dialog.getByRole('heading', { name: third.name })).toBeVisible();

    // Half its time: the least a stretch is held to count.
    const half = Math.ceil(third.duration / 2);
    await page.clock.runFor(half * 1000);
    await expect(timer).toHaveText(clock(third.duration - half));
    await dialog.getByRole('button', { name: 'Finish', exact: true }).click();
    // Real time again: the store's batched updates, the closing transition and the next page need timers.
    await page.clock.resume();
    await expect(dialog.getByText('Break logged!')).toBeVisible();
    // The first whole, the second skipped (nothing), the third's half as its share, in whole kcal.
    const calories = Math.round(first.caloriesBurned + (third.caloriesBurned * half) / third.duration);
    await expect(
      dialog.getByText(`2 stretches · ${Math.ceil((first.duration + half) / 60)} min · ${calories} kcal`),
    ).toBeVisible();

    const entries = await (await page.request.get('/api/exercise-entries')).json();
    expect(entries).toHaveLength(1);
    expect(entries[0]).toMatchObject({
      exerciseType: 'ergonomic',
      name: 'Stretch break',
      intensity: 'low',
      duration: Math.ceil((first.duration + half) / 60),
      caloriesBurned: calories,
      metadata: { stretchIds: [first.id, third.id], guided: true, exerciseTypeLabel: 'Ergonomic Stretch' },
    });

    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
    const week = page.getByRole('region', { name: 'Breaks this week' });
    await expect(week.getByText('1 break today')).toBeVisible();
    await expect(week.getByText('1 break this week')).toBeVisible();
    // The completed stretches show as done on the page too.
    await showStretchList(page);
    await expect(page.getByRole('article', { name: first.name }).getByText('Completed!')).toBeVisible();

    await page.goto('/progress');
    const activity = page.getByRole('region', { name: 'Activity Summary' });
    await expect(activity.locator('.MuiCard-root', { hasText: 'Workouts' })).toContainText('1');
  });

  test('running to the end logs every stretch, and the next break starts elsewhere', async ({ page }) => {
    await page.goto('/stretches');
    const { dialog, plan } = await openBreak(page);
    await page.clock.pauseAt(Date.now() + 60_000);
    await dialog.getByRole('button', { name: 'Start', exact: true }).click();
    await page.clock.runFor(plan.reduce((sum, s) => sum + s.duration, 0) * 1000);
    await page.clock.resume();
    await expect(dialog.getByText('Break logged!')).toBeVisible();
    const [entry] = await (await page.request.get('/api/exercise-entries')).json();
    expect(entry.metadata.stretchIds).toEqual(plan.map((s) => s.id));
    await dialog.getByRole('button', { name: 'Close' }).last().click();
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('region', { name: 'Breaks this week' }).getByText('1 break this week')).toBeVisible();

    // One break logged this week: the rotation moves on.
    const next = await openBreak(page);
    expect(next.plan[0]!.id).not.toBe(plan[0]!.id);
  });
});

test.describe('Ergonomic Stretches on the dashboard', () => {
  test('opens the widget, marks a stretch complete and starts a break from it', async ({ page }) => {
    await signUp(page.request);
    await page.goto('/dashboard');
    await page
      .getByRole('region', { name: "Today's Progress" })
      .getByRole('button', { name: 'Ergonomic Stretches' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Ergonomic Stretches' });
    await expect(dialog.getByRole('article')).toHaveCount(25);
    for (const area of ['Neck', 'Wrist', 'Torso', 'Hip', 'Ankle'])
      await expect(dialog.getByRole('heading', { name: area, exact: true })).toBeVisible();
    const card = dialog.getByRole('article').first();
    await card.getByRole('button', { name: 'Mark as Complete' }).click();
    await expect(page.getByText('Stretch Completed!')).toBeVisible();
    await expect(card.getByText('Completed!')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await dialog.getByRole('button', { name: 'Start a stretch break' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Stretch break' }).getByRole('button', { name: 'Start' }),
    ).toBeVisible();
    await page.keyboard.press('Escape');
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
  });
});
