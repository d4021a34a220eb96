import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, showCard, signUp, sideways, openGoalsAndWeight } from './fixtures';

// One pair of typed height and weight fields everywhere (the welcome steps, Settings, Body
// Measurements): they open at the member's own values, reach 8'11", say each limit in words,
// and Body Measurements does not ask again for the age the profile has.

const profile = async (page: Page) => (await page.request.get('/api/user-profile')).json();

test.describe('Settings: height and weight are typed', () => {
  for (const viewport of [
    { width: 390, height: 844 },
    { width: 1440, height: 900 },
  ]) {
    test(`at ${viewport.width} px the height opens at the member's 165 cm and takes 7'0" typed`, async ({ page }) => {
      await page.setViewportSize(viewport);
      await signUp(page.request);
      await page.request.put('/api/user-profile', { data: { height: 165 } });
      const body = await openGoalsAndWeight(page);
      await body.getByRole('button', { name: 'Edit height' }).click();
      const picker = page.getByRole('dialog', { name: 'Height' });
      const cm = picker.getByRole('textbox', { name: 'Height (cm)' });
      await expect(cm).toHaveValue('165');
      await expect(picker.getByText('50–272 cm')).toBeVisible();
      expect(await sideways(page)).toBeLessThanOrEqual(0);
      expect(await seriousViolations(page)).toEqual([]);

      await picker.getByRole('button', { name: 'ft-in' }).click();
      const ft = picker.getByRole('textbox', { name: 'Height (ft)' });
      const inch = picker.getByRole('textbox', { name: 'Height (in)' });
      await expect(ft).toHaveValue('5'); // 165 cm = 64.96 in → 5'5"
      await expect(inch).toHaveValue('5');
      await ft.fill('9');
      await inch.fill('0');
      await expect(picker.getByText(`Height must be between 1'8" and 8'11".`)).toBeVisible();
      await expect(ft).toHaveAccessibleDescription(`Height must be between 1'8" and 8'11".`);
      await expect(picker.getByRole('button', { name: 'Save changes' })).toBeDisabled();
      await page.screenshot({ path: `/tmp/settings-height-${viewport.width}.png` });
      expect(await seriousViolations(page)).toEqual([]);
      // By keyboard: select the feet and type over them.
      await ft.focus();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type('7');
      await picker.getByRole('button', { name: 'Save changes' }).click();
      await expect(page.getByRole('dialog', { name: 'Goals & Current Weight' }).getByText('213.4 cm')).toBeVisible();
      expect((await profile(page)).height).toBe(213.4); // 84 in × 2.54 = 213.36
    });
  }

  test('current and goal weight are typed in kg or lbs, with their limits said in words', async ({ page }) => {
    await signUp(page.request);
    await page.request.put('/api/user-profile', { data: { weight: 80 } });
    let body = await openGoalsAndWeight(page);
    await body.getByRole('button', { name: 'Edit current weight' }).click();
    const weight = page.getByRole('dialog', { name: 'Edit Weight' });
    const kg = weight.getByRole('textbox', { name: 'Current weight (kg)' });
    await expect(kg).toHaveValue('80');
    await kg.fill('401');
    await expect(kg).toHaveAccessibleDescription('Weight must be between 20 and 400 kg.');
    await expect(weight.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await kg.fill('68.5');
    await expect(kg).toHaveAccessibleDescription('20–400 kg');
    // The pointer still rests where 'Edit current weight' was, over the 'lbs' toggle: move it off,
    // so axe judges the toggle as it looks, not hovered.
    await page.mouse.move(0, 0);
    expect(await seriousViolations(page)).toEqual([]);
    await weight.getByRole('button', { name: 'Save changes' }).click();
    body = page.getByRole('dialog', { name: 'Goals & Current Weight' });
    await expect(body.getByText('68.5 kg')).toBeVisible();
    expect((await profile(page)).weight).toBe(68.5);

    // No goal weight yet: nothing guessed, the field starts empty.
    await expect(body.getByRole('listitem').filter({ hasText: 'Goal weight' })).toContainText('Not set');
    await body.getByRole('button', { name: 'Change Goal' }).click();
    const goal = page.getByRole('dialog', { name: 'Change Goal' });
    await goal.getByRole('button', { name: 'lbs' }).click();
    const lbs = goal.getByRole('textbox', { name: 'Goal weight (lbs)' });
    await expect(lbs).toHaveValue('');
    await lbs.fill('44');
    await expect(goal.getByText('Weight must be between 45 and 881 lbs.')).toBeVisible();
    await lbs.fill('143');
    await expect(goal.getByText('Saved as 64.9 kg')).toBeVisible(); // 143 / 2.20462 = 64.86
    await goal.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('dialog', { name: 'Goals & Current Weight' }).getByText('64.9 kg')).toBeVisible();
    expect((await profile(page)).goalWeight).toBe(64.9);
  });
});

test.describe('Body Measurements', () => {
  test('the same typed fields, and no second question for the age the profile has', async ({ page }) => {
    await signUp(page.request);
    await page.request.put('/api/user-profile', { data: { height: 180, weight: 85, age: 40 } });
    await page.goto('/dashboard');
    await showCard(page.getByRole('region', { name: 'BMI Tracking' }));
    await page
      .getByRole('region', { name: 'BMI Tracking' })
      .getByRole('button', { name: 'Update Measurements' })
      .click();
    const dialog = page.getByRole('dialog', { name: 'Body Measurements' });
    await expect(dialog.getByRole('textbox', { name: 'Height (cm)' })).toHaveValue('180');
    await expect(dialog.getByRole('textbox', { name: 'Weight (kg)' })).toHaveValue('85');
    await expect(dialog.getByRole('textbox', { name: /Age/ })).toHaveCount(0);
    await expect(dialog.getByText('Age 40, from your profile')).toBeVisible();
    await dialog.getByRole('textbox', { name: 'Weight (kg)' }).fill('500');
    await expect(dialog.getByText('Weight must be between 20 and 400 kg.')).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Save Measurements' })).toBeDisabled();
    await dialog.getByRole('textbox', { name: 'Weight (kg)' }).fill('85');
    await dialog.getByRole('combobox', { name: 'Sex (optional)' }).click();
    await page.getByRole('option', { name: 'Male', exact: true }).click();
    // The profile's age is used: BMR 850 + 1125 − 200 + 5 = 1780 kcal.
    await expect(dialog.getByText('BMR 1780 kcal a day at rest')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Save Measurements' }).click();
    await expect(dialog).toBeHidden();
    expect(await profile(page)).toMatchObject({ height: 180, weight: 85, age: 40, sex: 'male', gender: 'male' });
  });
});
