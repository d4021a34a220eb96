import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, showCard, showStretchList, signUp } from './fixtures';

const run30 = {
  exerciseType: 'run',
  name: 'Morning run',
  duration: 30,
  intensity: 'medium',
  caloriesBurned: 343,
  description: null,
  metadata: { exerciseTypeLabel: 'Run', intensityLabel: 'Medium' },
};

async function logRun(page: Page) {
  const res = await page.request.post('/api/exercise-entries', { data: run30 });
  expect(res.status()).toBe(201);
}

async function noSidewaysScroll(page: Page) {
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    page.viewportSize()!.width,
  );
}

test.describe('Logged exercise can be edited and deleted, with Undo', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
    await logRun(page);
  });

  test('Recent Activities on the dashboard: Edit checks each field in words, Delete has Undo', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/dashboard');
    const recent = page.getByRole('region', { name: 'Recent Activities' });
    await showCard(recent);
    await expect(recent.getByText('30 min · 343 kcal burned')).toBeVisible();

    await recent.getByRole('button', { name: 'Edit Morning run' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Exercise' });
    await expect(dialog.getByLabel('Name')).toHaveValue('Morning run');
    await dialog.getByLabel('Duration (minutes)').fill('45');
    await dialog.getByLabel('Calories burned').fill('25000');
    await expect(dialog.getByText('A number from 0 to 5000.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await dialog.getByLabel('Calories burned').fill('515');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save' }).click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText('Exercise Updated')).toBeVisible();
    await expect(recent.getByText('45 min · 515 kcal burned')).toBeVisible();

    await recent.getByRole('button', { name: 'Delete Morning run' }).click();
    await expect(page.getByText('Deleted Morning run')).toBeVisible();
    await expect(recent.getByText('Morning run')).toBeHidden();
    await page.getByRole('button', { name: 'Undo' }).click();
    await expect(page.getByText('Entry Restored')).toBeVisible();
    await expect(recent.getByText('45 min · 515 kcal burned')).toBeVisible();
    const [entry] = await (await page.request.get('/api/exercise-entries')).json();
    expect(entry).toMatchObject({ name: 'Morning run', duration: 45, caloriesBurned: 515 });
  });

  test('/progress lists today’s exercise with Edit and Delete, at 390 px without sideways scrolling', async ({
    page,
  }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/progress');
    const list = page.getByRole('region', { name: "Today's Exercise" });
    await expect(list.getByText('Morning run')).toBeVisible();
    await noSidewaysScroll(page);
    expect(await seriousViolations(page)).toEqual([]);
    await list.getByRole('button', { name: 'Edit Morning run' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Exercise' });
    await dialog.getByLabel('Name').fill('');
    await expect(dialog.getByText('Please enter a name.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save' })).toBeDisabled();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await list.getByRole('button', { name: 'Delete Morning run' }).click();
    await expect(page.getByText('Deleted Morning run')).toBeVisible();
    await expect(list.getByText('No exercise logged yet today.')).toBeVisible();
    expect(await (await page.request.get('/api/exercise-entries')).json()).toEqual([]);
  });

  test('/stretches lists what was logged today, and a wrong tick is undone', async ({ page }) => {
    await page.setViewportSize({ width: 1440, height: 900 });
    await page.goto('/stretches');
    const logged = page.getByRole('region', { name: 'Logged today' });
    await expect(logged.getByText('Morning run')).toBeVisible();

    await showStretchList(page);
    const card = page.getByRole('article').first();
    const name = (await card.getByRole('heading').first().innerText()).trim();
    await card.getByRole('button', { name: 'Mark as Complete' }).click();
    await expect(card.getByText('Completed!')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Completed!' })).toHaveCount(0);
    await expect(logged.getByText(name, { exact: true })).toBeVisible();

    await card.getByRole('button', { name: `Undo ${name}` }).click();
    await expect(page.getByText('Tick Removed')).toBeVisible();
    await expect(card.getByRole('button', { name: 'Mark as Complete' })).toBeVisible();
    await expect(logged.getByText(name, { exact: true })).toBeHidden();
    expect(await seriousViolations(page)).toEqual([]);
  });
});
