import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, showStretchList, signUp } from './fixtures';

const AREAS = ['Neck', 'Wrist', 'Torso', 'Hip', 'Ankle'];

interface Stretch {
  id: string;
  name: string;
  category: string;
  duration: number;
  instructions: string;
  caloriesBurned: number;
}

async function openStretches(page: Page): Promise<Stretch[]> {
  await page.goto('/stretches');
  await expect(page.getByRole('heading', { level: 1, name: 'Workplace Wellness Stretches' })).toBeVisible();
  await showStretchList(page);
  return (await page.request.get('/api/ergonomic-stretches')).json();
}

test.describe('Stretches page', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
  });

  test('shows the 25 stretches in the five areas, in order, with duration, muscles and benefits', async ({ page }) => {
    const stretches = await openStretches(page);
    const headings = await page.getByRole('heading', { level: 2 }).allTextContents();
    expect(headings.filter((h) => AREAS.includes(h))).toEqual(AREAS);
    for (const area of AREAS) {
      await expect(page.getByRole('region', { name: area }).getByRole('article')).toHaveCount(5);
    }
    const first = stretches.find((s) => s.category === 'neck')!;
    const card = page.getByRole('region', { name: 'Neck' }).getByRole('article', { name: first.name });
    await expect(card.getByText(`${first.duration} s`)).toBeVisible();
    await expect(card.getByText('Target muscles')).toBeVisible();
    await expect(card.getByText('Benefits:')).toBeVisible();
  });

  test('the instructions toggle shows and hides the instructions', async ({ page }) => {
    const [first] = await openStretches(page);
    const card = page.getByRole('article', { name: first!.name });
    const toggle = card.getByRole('button', { name: 'Show instructions' });
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await expect(card.getByText(first!.instructions)).toBeHidden();
    await toggle.click();
    const hide = card.getByRole('button', { name: 'Hide instructions' });
    await expect(hide).toHaveAttribute('aria-expanded', 'true');
    await expect(card.getByText(first!.instructions)).toBeVisible();
    await hide.click();
    await expect(card.getByText(first!.instructions)).toBeHidden();
  });

  test('Mark as Complete logs the stretch, stays completed after a reload and counts on /progress', async ({
    page,
  }) => {
    const stretches = await openStretches(page);
    const stretch = stretches.find((s) => s.category === 'hand_wrist')!;
    const card = page.getByRole('article', { name: stretch.name });
    await card.getByRole('button', { name: 'Mark as Complete' }).click();
    await expect(page.getByText('Stretch Completed!')).toBeVisible();
    await expect(page.getByText('Your ergonomic stretch session has been logged.')).toBeVisible();
    await expect(card.getByText('Completed!')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Wrist' }).getByText('1 of 5 done today')).toBeVisible();

    const [entry] = await (await page.request.get('/api/exercise-entries')).json();
    expect(entry).toMatchObject({
      exerciseType: 'ergonomic',
      name: stretch.name,
      intensity: 'low',
      duration: Math.ceil(stretch.duration / 60),
      caloriesBurned: stretch.caloriesBurned,
      metadata: { exerciseTypeLabel: 'Ergonomic Stretch', intensityLabel: 'Light', stretchIds: [stretch.id] },
    });
    expect(entry.description).toMatch(/^Wrist stretch: /);

    await page.reload();
    await showStretchList(page);
    await expect(page.getByRole('article', { name: stretch.name }).getByText('Completed!')).toBeVisible();
    await expect(page.getByRole('region', { name: 'Breaks this week' }).getByText('1 break today')).toBeVisible();

    await page.goto('/progress');
    const activity = page.getByRole('region', { name: 'Activity Summary' });
    await expect(activity.locator('.MuiCard-root', { hasText: 'Workouts' })).toContainText('1');
    const summary = page.getByRole('region', { name: "Today's Summary" });
    await expect(summary.getByText(`Burned ${Math.round(stretch.caloriesBurned)} kcal`)).toBeVisible();
  });

  test('a failed save says so and leaves the stretch to mark again', async ({ page }) => {
    const [first] = await openStretches(page);
    await page.route('**/api/exercise-entries', (route) =>
      route.request().method() === 'POST'
        ? route.fulfill({ status: 503, body: 'database unavailable' })
        : route.continue(),
    );
    const card = page.getByRole('article', { name: first!.name });
    await card.getByRole('button', { name: 'Mark as Complete' }).click();
    await expect(page.getByText('Failed to log your stretch session.')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Mark as Complete' })).toBeEnabled();
  });

  test('a signed-out user is asked to log in', async ({ page }) => {
    const [first] = await openStretches(page);
    expect((await page.request.post('/api/auth/logout')).status()).toBe(200);
    await page.getByRole('article', { name: first!.name }).getByRole('button', { name: 'Mark as Complete' }).click();
    await expect(page.getByText('Please log in')).toBeVisible();
    await expect(page.getByText('You need to be logged in to track your stretches.')).toBeVisible();
  });
});

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test.describe(`Stretches at ${viewport.width} px`, () => {
    test.use({ viewport });

    test('no serious axe violations, no sideways scrolling, keyboard reachable', async ({ page }) => {
      await signUp(page.request);
      const [first] = await openStretches(page);
      await expect(page.getByRole('region', { name: 'Breaks this week' }).getByText('0 breaks today')).toBeVisible();
      await page.getByRole('article', { name: first!.name }).getByRole('button', { name: 'Show instructions' }).click();
      await page.waitForLoadState('networkidle');
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `/tmp/stretches-${viewport.width}.png`, fullPage: viewport.width > 400 });

      // The break starts from the keyboard.
      const start = page.getByRole('button', { name: 'Start a stretch break' });
      await start.focus();
      await page.keyboard.press('Enter');
      const dialog = page.getByRole('dialog', { name: 'Stretch break' });
      await expect(dialog.getByRole('button', { name: 'Start' })).toBeVisible();
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/stretches-break-plan-${viewport.width}.png` });
      await dialog.getByRole('button', { name: 'Start' }).click();
      await expect(dialog.getByRole('timer')).toBeVisible();
      await dialog.getByRole('button', { name: 'Pause' }).click();
      expect(await seriousViolations(page)).toEqual([]);
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(viewport.width);
      await page.screenshot({ path: `/tmp/stretches-break-${viewport.width}.png` });
      await page.keyboard.press('Escape');
      await expect(dialog).toBeHidden();
    });
  });
}
