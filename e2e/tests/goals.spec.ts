import { expect, test, type Page } from '@playwright/test';
import { newUser, seriousViolations, showCard, signUp, signUpWithForm, sideways } from './fixtures';

// docs/decisions.md "Goals": one set of goals, safely made, and the first-run plan.

const savedGoals = async (page: Page) => (await page.request.get('/api/nutrition-goals')).json();

async function openAdjustGoals(page: Page) {
  await page.getByRole('region', { name: "Today's Overview" }).getByRole('button', { name: 'Adjust Goals' }).click();
  return page.getByRole('dialog', { name: 'Adjust Goals' });
}

/** No element wider than the window: the page never scrolls sideways. */

test.describe('Adjust Goals', () => {
  test.beforeEach(async ({ page }) => {
    await signUp(page.request);
    await page.goto('/dashboard');
  });

  test("a new user's Adjust Goals opens with the dashboard's numbers and what its macros add up to", async ({
    page,
  }) => {
    await expect(page.getByRole('region', { name: "Today's Overview" }).getByText('Goal 2,000 kcal')).toBeVisible();
    const dialog = await openAdjustGoals(page);
    await expect(dialog.getByLabel('Daily Calories')).toHaveValue('2000');
    await expect(dialog.getByLabel('Protein (g)')).toHaveValue('150');
    await expect(dialog.getByLabel('Carbs (g)')).toHaveValue('200');
    await expect(dialog.getByLabel('Fat (g)')).toHaveValue('70');
    // 150 × 4 + 200 × 4 + 70 × 9 = 2030 kcal, within 10 % of 2000: no warning.
    await expect(dialog.getByText('Your macros add up to 2030 kcal')).toBeVisible();
    await expect(dialog.getByRole('status')).toHaveText('');
    expect(await seriousViolations(page)).toEqual([]);
  });

  test('macros worth more than 10 % off the calorie goal: a warning, and the goals can still be saved', async ({
    page,
  }) => {
    const dialog = await openAdjustGoals(page);
    await dialog.getByLabel('Daily Calories').fill('1500');
    await dialog.getByLabel('Protein (g)').fill('150');
    await dialog.getByLabel('Carbs (g)').fill('300');
    await dialog.getByLabel('Fat (g)').fill('100');
    // 150 × 4 + 300 × 4 + 100 × 9 = 600 + 1200 + 900 = 2700 kcal against 1500.
    await expect(dialog.getByText('Your macros add up to 2700 kcal', { exact: true })).toBeVisible();
    await expect(dialog.getByRole('status')).toContainText('Your macros add up to 2700 kcal');
    await expect(dialog.getByRole('status')).toContainText('more than 10 % away from your calorie goal of 1500 kcal');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save Goals' }).click();
    await expect(page.getByText('Goals Updated')).toBeVisible();
    expect(await savedGoals(page)).toEqual({ calorieGoal: 1500, proteinGoal: 150, carbGoal: 300, fatGoal: 100 });
  });

  test('a negative value gets a message beside its field and nothing is saved', async ({ page }) => {
    const dialog = await openAdjustGoals(page);
    const protein = dialog.getByLabel('Protein (g)');
    await protein.fill('-100');
    await expect(dialog.getByText('Must be 0 or more.')).toBeVisible();
    await expect(protein).toHaveAttribute('aria-invalid', 'true');
    await expect(protein).toHaveAccessibleDescription('Must be 0 or more.');
    expect(await seriousViolations(page)).toEqual([]);

    let sent = false;
    page.on('request', (r) => {
      if (r.url().endsWith('/api/nutrition-goals') && r.method() !== 'GET') sent = true;
    });
    await dialog.getByRole('button', { name: 'Save Goals' }).click();
    // Refused: the dialog stays, the field with the message has the focus, nothing was sent.
    await expect(protein).toBeFocused();
    await expect(dialog).toBeVisible();
    expect(sent).toBe(false);
    expect(await savedGoals(page)).toBeNull();

    await page.reload();
    await expect(page.getByRole('region', { name: "Today's Overview" }).getByText('Goal 2,000 kcal')).toBeVisible();
    const again = await openAdjustGoals(page);
    await expect(again.getByLabel('Protein (g)')).toHaveValue('150');
  });
});

test("Body Measurements: 'Use as My Goals' for an 85 kg man losing weight proposes 153 g protein and asks first", async ({
  page,
}) => {
  await signUp(page.request);
  await page.goto('/dashboard');
  await showCard(page.getByRole('region', { name: 'BMI Tracking' }));
  await page.getByRole('region', { name: 'BMI Tracking' }).getByRole('button', { name: 'Update Measurements' }).click();
  const dialog = page.getByRole('dialog', { name: 'Body Measurements' });
  await dialog.getByLabel('Height (cm)').fill('180');
  await dialog.getByLabel('Weight (kg)').fill('85');
  await dialog.getByLabel('Age (optional)').fill('40');
  await dialog.getByRole('combobox', { name: 'Sex (optional)' }).click();
  await page.getByRole('option', { name: 'Male', exact: true }).click();
  await dialog.getByRole('combobox', { name: 'Goal', exact: true }).click();
  await page.getByRole('option', { name: 'Lose weight', exact: true }).click();
  // Hand-calculated in libs/contracts goals.spec.ts: BMR 1780 × 1.375 − 500 = 1948 kcal; protein
  // 1.8 × 85 = 153 g; fat 1948 × 0.25 / 9 = 54 g; carbs (1948 − 612 − 486) / 4 = 213 g.
  await expect(
    dialog.getByText('Suggested: 1948 kcal · protein 153 g · carbs 213 g · fat 54 g', { exact: true }),
  ).toBeVisible();

  await dialog.getByRole('button', { name: 'Use as My Goals' }).click();
  const confirm = page.getByRole('dialog', { name: 'Use these as your goals?' });
  // What will change: the defaults (nothing saved yet) → the suggestion.
  for (const [goal, now, proposed] of [
    ['Calories', '2000 kcal', '1948 kcal'],
    ['Protein', '150 g', '153 g'],
    ['Carbs', '200 g', '213 g'],
    ['Fat', '70 g', '54 g'],
  ]) {
    await expect(confirm.getByRole('row', { name: new RegExp(`^${goal}`) })).toHaveText(`${goal}${now}${proposed}`);
  }
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(await savedGoals(page)).toBeNull();

  await dialog.getByRole('button', { name: 'Use as My Goals' }).click();
  await confirm.getByRole('button', { name: 'Use These Goals' }).click();
  await expect(page.getByText('Your daily goal is now 1948 kcal.')).toBeVisible();
  expect(await savedGoals(page)).toEqual({ calorieGoal: 1948, proteinGoal: 153, carbGoal: 213, fatGoal: 54 });
  await dialog.getByRole('button', { name: 'Cancel' }).click();
  await expect(page.getByRole('region', { name: "Today's Overview" }).getByText('Goal 1,948 kcal')).toBeVisible();
});

test.describe('the first-run plan', () => {
  test('sign-up lands on the welcome page; its steps save the plan the dashboard then shows', async ({ page }) => {
    const user = newUser('Jordan Alvarez');
    await signUpWithForm(page, user);

    await expect(page).toHaveURL(/\/welcome$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Chairside, Jordan' })).toBeVisible();
    const steps = page.getByRole('region', { name: 'Personalize Your Goals' });
    expect(await seriousViolations(page)).toEqual([]);
    await steps.getByRole('button', { name: '3-5 workouts a week' }).click();
    await steps.getByRole('button', { name: 'Continue' }).click();
    await steps.getByRole('textbox', { name: 'Height (cm)' }).fill('180');
    await steps.getByRole('textbox', { name: 'Weight (kg)' }).fill('82');
    await steps.getByRole('textbox', { name: 'Age' }).fill('30');
    await steps.getByRole('button', { name: 'Male', exact: true }).click();
    await steps.getByRole('button', { name: 'Continue' }).click();
    await steps.getByRole('button', { name: 'Lose weight' }).click();
    await steps.getByRole('button', { name: 'Continue' }).click();

    // A 30-year-old man, 180 cm, 82 kg: BMR 1800 × 1.55 − 500 = 2290 kcal; 35/35/30 → 200/200/76 g.
    const plan = { calorieGoal: 2290, proteinGoal: 200, carbGoal: 200, fatGoal: 76 };
    await expect(steps.getByText('2290 kcal a day')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await steps.getByRole('button', { name: 'Continue' }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('region', { name: "Today's Overview" }).getByText('Goal 2,290 kcal')).toBeVisible();
    expect(await savedGoals(page)).toEqual(plan);
    // 82 × 0.95 = 77.9 → a goal weight of 78 kg, below the current weight, as the goal says.
    expect(await (await page.request.get('/api/user-profile')).json()).toMatchObject({
      height: 180,
      weight: 82,
      age: 30,
      sex: 'male',
      gender: 'male',
      goalWeight: 78,
    });
  });

  test("'Skip for now' (by keyboard) leads to the dashboard with the default 2000 kcal", async ({ page }) => {
    await signUp(page.request);
    await page.goto('/welcome');
    const skip = page.getByRole('button', { name: 'Skip for now' });
    await expect(skip).toBeVisible();
    for (let i = 0; i < 30 && !(await skip.evaluate((el) => el === document.activeElement)); i++)
      await page.keyboard.press('Tab');
    await expect(skip).toBeFocused();
    await page.keyboard.press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('region', { name: "Today's Overview" }).getByText('Goal 2,000 kcal')).toBeVisible();
    expect(await savedGoals(page)).toBeNull();
  });

  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`the welcome page fits ${viewport.width} px and every step passes axe`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signUp(page.request);
      await page.goto('/welcome');
      const steps = page.getByRole('region', { name: 'Personalize Your Goals' });
      await expect(steps.getByText('How often do you work out?')).toBeVisible();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      // The choices by keyboard: a toggle button takes Space.
      await steps.getByRole('button', { name: '6+ workouts a week' }).focus();
      await page.keyboard.press('Space');
      await steps.getByRole('button', { name: 'Continue' }).click();
      await expect(steps.getByText('About you')).toBeVisible();
      await steps.getByRole('textbox', { name: 'Height (cm)' }).fill('170');
      await steps.getByRole('textbox', { name: 'Weight (kg)' }).fill('70');
      await steps.getByRole('textbox', { name: 'Age' }).fill('35');
      await steps.getByRole('button', { name: 'Female', exact: true }).focus();
      await page.keyboard.press('Space');
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await steps.getByRole('button', { name: 'Continue' }).click();
      await steps.getByRole('button', { name: 'Maintain' }).focus();
      await page.keyboard.press('Space');
      await steps.getByRole('button', { name: 'Continue' }).click();
      // A 35-year-old woman, 170 cm, 70 kg: BMR 700 + 1062.5 − 175 − 161 = 1426.5; × 1.725 = 2460.7 → 2461.
      await expect(steps.getByText('2461 kcal a day')).toBeVisible();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
    });
  }
});
