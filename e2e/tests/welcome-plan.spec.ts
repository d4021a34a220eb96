import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, signUp, sideways, openGoalsAndWeight } from './fixtures';

// The welcome plan asks what it rests on (age and sex too), says how it was reached, sets a goal
// weight that matches the goal, and keeps it all in the one profile that Settings shows.

const profile = async (page: Page) => (await page.request.get('/api/user-profile')).json();
const savedGoals = async (page: Page) => (await page.request.get('/api/nutrition-goals')).json();

test.describe('the welcome plan', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${viewport.width} px: asks age and sex, shows how the plan was reached, and Settings agrees with it`, async ({
      page,
    }) => {
      await page.setViewportSize(viewport);
      await signUp(page.request);
      await page.goto('/welcome');
      const steps = page.getByRole('region', { name: 'Personalize Your Goals' });
      await steps.getByRole('button', { name: '0-2 workouts a week' }).click();
      await steps.getByRole('button', { name: 'Continue' }).click();

      // Nothing is assumed: the fields start empty and Continue waits for all four answers.
      await expect(steps.getByText('About you')).toBeVisible();
      const next = steps.getByRole('button', { name: 'Continue' });
      await expect(next).toBeDisabled();
      await steps.getByRole('textbox', { name: 'Height (cm)' }).fill('165');
      await steps.getByRole('textbox', { name: 'Weight (kg)' }).fill('68');
      await steps.getByRole('textbox', { name: 'Age' }).fill('40');
      await expect(next).toBeDisabled();
      await steps.getByRole('button', { name: 'Female', exact: true }).click();
      await expect(next).toBeEnabled();
      await page.screenshot({ path: `/tmp/welcome-about-you-${viewport.width}.png`, fullPage: true });
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await next.click();
      await steps.getByRole('button', { name: 'Lose weight' }).click();
      await steps.getByRole('button', { name: 'Continue' }).click();

      // A 40-year-old woman, 165 cm, 68 kg: BMR 680 + 1031.25 − 200 − 161 = 1350.25; × 1.375 = 1856.6;
      // − 500 = 1357 kcal. The goal weight is below the current one: 68 × 0.95 = 64.6 → 65 kg.
      await expect(steps.getByText('1357 kcal a day', { exact: true })).toBeVisible();
      await expect(
        steps.getByText(
          'Resting 1,350 kcal (68 kg, 165 cm, 40-year-old woman) × 1.375 for 0–2 workouts − 500 to lose = 1,357 kcal a day',
        ),
      ).toBeVisible();
      await expect(steps.getByText('Goal weight 65 kg')).toBeVisible();
      await page.screenshot({ path: `/tmp/welcome-plan-${viewport.width}.png`, fullPage: true });
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);
      await steps.getByRole('button', { name: 'Continue' }).click();
      await expect(page).toHaveURL(/\/dashboard$/);
      await expect(page.getByRole('region', { name: "Today's Overview" }).getByText('Goal 1,357 kcal')).toBeVisible();

      expect(await profile(page)).toMatchObject({
        height: 165,
        weight: 68,
        age: 40,
        sex: 'female',
        gender: 'female',
        goalWeight: 65,
      });
      // Settings shows the same member: no 'Male', no 79 kg.
      const body = await openGoalsAndWeight(page);
      const row = (label: string) => body.getByRole('listitem').filter({ hasText: label });
      await expect(row('Goal weight')).toContainText('65 kg');
      await expect(row('Current weight')).toContainText('68 kg');
      await expect(row('Height')).toContainText('165 cm');
      await expect(row('Gender')).toContainText('Female');
      await expect(body.getByText('Male', { exact: true })).toHaveCount(0);
      await expect(body.getByText('79 kg')).toHaveCount(0);
    });
  }

  test('each limit is said by its field in words; imperial works; gaining sets the goal weight above', async ({
    page,
  }) => {
    await signUp(page.request);
    await page.goto('/welcome');
    const steps = page.getByRole('region', { name: 'Personalize Your Goals' });
    await steps.getByRole('button', { name: '3-5 workouts a week' }).click();
    await steps.getByRole('button', { name: 'Continue' }).click();
    const next = steps.getByRole('button', { name: 'Continue' });

    const height = steps.getByRole('textbox', { name: 'Height (cm)' });
    await expect(steps.getByText('50–272 cm')).toBeVisible();
    await height.fill('300');
    await expect(steps.getByText('Height must be between 50 and 272 cm.')).toBeVisible();
    await expect(height).toHaveAttribute('aria-invalid', 'true');
    await expect(height).toHaveAccessibleDescription('Height must be between 50 and 272 cm.');
    await steps.getByRole('textbox', { name: 'Weight (kg)' }).fill('68');
    const age = steps.getByRole('textbox', { name: 'Age' });
    await age.fill('12');
    await expect(age).toHaveAccessibleDescription('Age must be between 13 and 120.');
    await steps.getByRole('button', { name: 'Male', exact: true }).click();
    await expect(next).toBeDisabled();
    expect(await seriousViolations(page)).toEqual([]);
    await age.fill('30');

    // Imperial: feet and inches up to 8'11", pounds; what was typed in kg carries over.
    await steps.getByRole('button', { name: 'Imperial (lbs/ft-in)' }).click();
    await expect(steps.getByRole('textbox', { name: 'Weight (lbs)' })).toHaveValue('149.9'); // 68 × 2.20462
    await expect(steps.getByText(`1'8" to 8'11"`)).toBeVisible();
    await steps.getByRole('textbox', { name: 'Height (ft)' }).fill('5');
    await steps.getByRole('textbox', { name: 'Height (in)' }).fill('14');
    await expect(steps.getByText('Inches must be less than 12.')).toBeVisible();
    await expect(next).toBeDisabled();
    await steps.getByRole('textbox', { name: 'Height (in)' }).fill('9');
    await steps.getByRole('textbox', { name: 'Weight (lbs)' }).fill('150');
    await next.click();
    await steps.getByRole('button', { name: 'Gain muscle' }).click();
    await steps.getByRole('button', { name: 'Continue' }).click();
    // 150 lbs = 68.04 kg → 68 kg; × 1.05 = 71.4 → 71 kg, shown in pounds: 71 × 2.20462 = 156.5.
    await expect(steps.getByText('Goal weight 156.5 lbs')).toBeVisible();
    // Back keeps the answers as typed.
    await steps.getByRole('button', { name: 'Back' }).click();
    await steps.getByRole('button', { name: 'Back' }).click();
    await expect(steps.getByRole('textbox', { name: 'Weight (lbs)' })).toHaveValue('150');
    await expect(steps.getByRole('textbox', { name: 'Height (in)' })).toHaveValue('9');
  });
});

test('changing weight or sex in Settings offers to recompute the goals, asked first as the BMI plan is', async ({
  page,
}) => {
  await signUp(page.request);
  expect(
    (
      await page.request.put('/api/user-profile', {
        data: { height: 180, weight: 85, age: 40, sex: 'male', gender: 'male', goalWeight: 80 },
      })
    ).ok(),
  ).toBe(true);
  let body = await openGoalsAndWeight(page);
  await body.getByRole('button', { name: 'Edit current weight' }).click();
  const weight = page.getByRole('dialog', { name: 'Edit Weight' });
  await weight.getByRole('textbox', { name: 'Current weight (kg)' }).fill('90');
  await weight.getByRole('button', { name: 'Save changes' }).click();

  // 90 kg, 180 cm, 40-year-old man heading for 80 kg (loss): BMR 900 + 1125 − 200 + 5 = 1830;
  // × 1.375 = 2516.25; − 500 = 2016 kcal; protein 1.8 × 90 = 162 g; fat 2016 × 0.25 / 9 = 56 g;
  // carbs (2016 − 648 − 504) / 4 = 216 g.
  const confirm = page.getByRole('dialog', { name: 'Use these as your goals?' });
  await expect(confirm.getByText('Your body data changed.', { exact: false })).toBeVisible();
  for (const [goal, now, proposed] of [
    ['Calories', '2000 kcal', '2016 kcal'],
    ['Protein', '150 g', '162 g'],
    ['Carbs', '200 g', '216 g'],
    ['Fat', '70 g', '56 g'],
  ]) {
    await expect(confirm.getByRole('row', { name: new RegExp(`^${goal}`) })).toHaveText(`${goal}${now}${proposed}`);
  }
  expect(await seriousViolations(page)).toEqual([]);
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  expect(await savedGoals(page)).toBeNull();
  expect((await profile(page)).weight).toBe(90);

  // Sex changes the formula: a woman of the same body, BMR 1830 − 166 = 1664; × 1.375 − 500 = 1788;
  // fat 1788 × 0.25 / 9 = 49.7 → 50 g; carbs (1788 − 648 − 450) / 4 = 172.5 → 173 g.
  body = page.getByRole('dialog', { name: 'Goals & Current Weight' });
  await body.getByRole('button', { name: 'Edit gender' }).click();
  const gender = page.getByRole('dialog', { name: 'Set Gender' });
  await gender.getByRole('radio', { name: 'Female' }).check();
  await gender.getByRole('button', { name: 'Save changes' }).click();
  await expect(confirm.getByRole('row', { name: /^Calories/ })).toHaveText('Calories2000 kcal1788 kcal');
  await confirm.getByRole('button', { name: 'Use These Goals' }).click();
  await expect(page.getByText('Your daily goal is now 1788 kcal.')).toBeVisible();
  expect(await savedGoals(page)).toEqual({ calorieGoal: 1788, proteinGoal: 162, carbGoal: 173, fatGoal: 50 });
});
