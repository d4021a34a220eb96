import { expect, test, type Page } from '@playwright/test';
import { seriousViolations, signUp } from './fixtures';

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

async function profile(page: Page) {
  const res = await page.request.get('/api/user-profile');
  expect(res.ok()).toBe(true);
  return res.json();
}

async function openBody(page: Page) {
  await page.getByRole('button', { name: /Goals & current weight/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Goals & Current Weight' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const toast = (page: Page) => page.getByTestId('toast');

test.describe('Settings page', () => {
  test('the account card, invite card, rows and Your data; axe; 390 and 1440 px without sideways scrolling', async ({
    page,
  }) => {
    const user = await signUp(page.request);
    for (const viewport of [
      { width: 390, height: 844 },
      { width: 1440, height: 900 },
    ]) {
      await page.setViewportSize(viewport);
      await openSettings(page);
      const account = page.getByRole('region', { name: 'Account' });
      await expect(account.getByText('Login Account')).toBeVisible();
      await expect(account.getByText(user.email)).toBeVisible();
      await expect(account.getByText('RP')).toBeVisible(); // Riley Park's fallback letters
      await expect(page.getByRole('region', { name: 'Invite friends' })).toBeVisible();
      const prefs = page.getByRole('region', { name: 'Preferences' });
      for (const row of ['Adjust macronutrients', 'Goals & current weight', 'Language'])
        await expect(prefs.getByRole('button', { name: new RegExp(row) })).toBeVisible();
      const data = page.getByRole('region', { name: 'Your data' });
      await expect(data.getByRole('link', { name: 'Download my data' })).toHaveAttribute('href', '/api/account/export');
      for (const b of ['Change PIN', 'Sign out everywhere', 'Delete my account'])
        await expect(data.getByRole('button', { name: b })).toBeVisible();
      expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(
        0,
      );
      expect(await seriousViolations(page)).toEqual([]);
      await page.screenshot({ path: `/tmp/settings-${viewport.width}.png`, fullPage: true });
    }
  });

  test('Goals & Current Weight: unit switch converts (80 kg shows 176.4 lbs), rows, Done and Back to Home', async ({
    page,
  }) => {
    await signUp(page.request);
    expect(
      (await page.request.put('/api/user-profile', { data: { weight: 80, goalWeight: 70, height: 178 } })).ok(),
    ).toBe(true);
    await openSettings(page);
    const dialog = await openBody(page);
    await expect(dialog.getByText('80 kg')).toBeVisible();
    await expect(dialog.getByText('70 kg')).toBeVisible();
    await expect(dialog.getByText('178 cm')).toBeVisible();
    // No birthday and no sex given yet: nothing is guessed (docs/decisions.md "Body data").
    await expect(dialog.getByText('Not set')).toHaveCount(2);
    await dialog.getByRole('button', { name: 'Imperial (lbs/ft-in)' }).click();
    await expect(dialog.getByText('176.4 lbs')).toBeVisible(); // 80 × 2.20462
    await expect(dialog.getByText('154.3 lbs')).toBeVisible(); // 70 × 2.20462 = 154.32
    await expect(dialog.getByText(`5'10"`)).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/settings-body-imperial.png' });
    await dialog.getByRole('button', { name: 'Done' }).click();
    await expect(dialog).toBeHidden();
    // The unit stays chosen while the page lives.
    await expect((await openBody(page)).getByText('176.4 lbs')).toBeVisible();
    await page.getByRole('button', { name: 'Back to Home' }).click();
    await expect(page).toHaveURL(/\/$/);
  });

  test('Set Birthday: 12 months, days 1-31, 80 years from 2024 to 1945; 31 February refused; stored YYYY-MM-DD', async ({
    page,
  }) => {
    await signUp(page.request);
    await openSettings(page);
    const dialog = await openBody(page);
    await dialog.getByRole('button', { name: 'Edit date of birth' }).click();
    const sub = page.getByRole('dialog', { name: 'Set Birthday' });
    const pick = async (label: string, option: string, count?: number) => {
      await sub.getByRole('combobox', { name: label }).click();
      const list = page.getByRole('listbox');
      if (count !== undefined) await expect(list.getByRole('option')).toHaveCount(count);
      await list.getByRole('option', { name: option, exact: true }).click();
      await expect(list).toBeHidden();
    };
    await sub.getByRole('combobox', { name: 'Year' }).click();
    await expect(page.getByRole('listbox').getByRole('option').first()).toHaveText('2024');
    await expect(page.getByRole('listbox').getByRole('option').last()).toHaveText('1945');
    await page.keyboard.press('Escape');
    await pick('Year', '1988', 80);
    await pick('Month', 'February', 12);
    await pick('Day', '31', 31);
    await expect(sub.getByText('February 1988 has only 29 days. Please choose another day.')).toBeVisible();
    await expect(sub.getByRole('button', { name: 'Save changes' })).toBeDisabled();
    await page.screenshot({ path: '/tmp/settings-birthday.png' });
    await pick('Day', '14');
    await sub.getByRole('button', { name: 'Save changes' }).click();
    await expect(
      page.getByRole('dialog', { name: 'Goals & Current Weight' }).getByText('February 14, 1988'),
    ).toBeVisible();
    expect((await profile(page)).dateOfBirth).toBe('1988-02-14');
  });

  test('Set Gender saves gender and sex as one value', async ({ page }) => {
    await signUp(page.request);
    await openSettings(page);
    const dialog = await openBody(page);
    await dialog.getByRole('button', { name: 'Edit gender' }).click();
    const gender = page.getByRole('dialog', { name: 'Set Gender' });
    await expect(gender.getByRole('radio')).toHaveCount(3);
    await expect(gender.getByRole('button', { name: 'Save changes' })).toBeDisabled(); // nothing picked yet
    await gender.getByRole('radio', { name: 'Female' }).check();
    await gender.getByRole('button', { name: 'Save changes' }).click();
    await expect(page.getByRole('dialog', { name: 'Goals & Current Weight' }).getByText('Female')).toBeVisible();
    expect(await profile(page)).toMatchObject({ gender: 'female', sex: 'female' });
  });

  test('a failed save keeps the sub-dialog open and names the failure', async ({ page }) => {
    await signUp(page.request);
    await openSettings(page);
    const dialog = await openBody(page);
    await dialog.getByRole('button', { name: 'Edit gender' }).click();
    await page.route('**/api/user-profile', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback(),
    );
    const gender = page.getByRole('dialog', { name: 'Set Gender' });
    await gender.getByRole('radio', { name: 'Other' }).check();
    await gender.getByRole('button', { name: 'Save changes' }).click();
    await expect(toast(page)).toContainText('Failed to update profile. Please try again.');
    await expect(gender).toBeVisible();
  });

  test('keyboard: rows open their dialogs with Enter; Escape closes and returns focus', async ({ page }) => {
    await signUp(page.request);
    await openSettings(page);
    const row = page.getByRole('button', { name: /Goals & current weight/ });
    await row.focus();
    await page.keyboard.press('Enter');
    const dialog = page.getByRole('dialog', { name: 'Goals & Current Weight' });
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('button', { name: 'Change Goal' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(row).toBeFocused();
    const edit = page.getByRole('button', { name: 'Edit profile' });
    await edit.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('dialog', { name: 'Edit Profile' })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(edit).toBeFocused();
  });

  test('Language: 8 languages, each in its own name; picking one switches at once and says so in it', async ({
    page,
  }) => {
    await signUp(page.request);
    await openSettings(page);
    await page.getByRole('button', { name: /Language/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Language' });
    const names = ['English', 'Español', '中文', 'Português', 'Français', 'Deutsch', 'Italiano', 'Română'];
    const codes = ['en', 'es', 'zh', 'pt', 'fr', 'de', 'it', 'ro'];
    await expect(dialog.getByRole('button')).toHaveCount(9); // 8 and Close
    for (const [i, n] of names.entries())
      await expect(dialog.getByRole('button', { name: `${n} ${codes[i]}` })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: /^Română/ }).click();
    await expect(dialog).toBeHidden();
    // The toast and the page are in Romanian now (mfe-profile's ro.json).
    await expect(toast(page)).toContainText('Limbă schimbată');
    await expect(toast(page)).toContainText('Limba a fost schimbată: Română');
    const row = page.getByRole('button', { name: /Limbă/ });
    await expect(row).toContainText('Română');

    // And back to English, in the Romanian dialog.
    await row.click();
    const romanian = page.getByRole('dialog', { name: 'Limbă' });
    await romanian.getByRole('button', { name: /^English/ }).click();
    await expect(romanian).toBeHidden();
    await expect(toast(page)).toContainText('Language Changed');
    await expect(toast(page)).toContainText('Language switched to English');
    await expect(page.getByRole('button', { name: /Language/ })).toContainText('English');
  });

  test('Invite Friends: preview, Copy Link (Copied! for 2 s), share falls back to copy, e-mail and SMS links', async ({
    page,
    context,
    baseURL,
  }) => {
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseURL });
    await signUp(page.request);
    await openSettings(page);
    await page.getByRole('region', { name: 'Invite friends' }).getByRole('button', { name: 'Invite friends' }).click();
    const dialog = page.getByRole('dialog', { name: 'Invite Friends' });
    const origin = new URL(baseURL!).origin;
    await expect(dialog.getByRole('group', { name: 'Invitation preview' })).toContainText(`${origin}/`);
    await expect(dialog.getByRole('group', { name: 'Invitation preview' })).toContainText('Chairside');
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/settings-invite.png' });

    await dialog.getByRole('button', { name: 'Copy Link' }).click();
    await expect(toast(page)).toContainText('Invitation copied!');
    await expect(dialog.getByRole('button', { name: 'Copied!' })).toBeVisible();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toContain('Chairside');
    expect(copied).toContain(`${origin}/`);
    await expect(dialog.getByRole('button', { name: 'Copy Link' })).toBeVisible({ timeout: 3000 });

    const mail = await dialog.getByRole('link', { name: 'Email' }).getAttribute('href');
    expect(mail).toMatch(/^mailto:\?subject=Join%20me%20on%20Chairside&body=/);
    expect(decodeURIComponent(mail!.split('body=')[1]!)).toBe(copied);
    const sms = await dialog.getByRole('link', { name: 'SMS' }).getAttribute('href');
    expect(sms).toMatch(/^sms:\?&body=/);
    expect(decodeURIComponent(sms!.split('body=')[1]!)).toBe(copied);

    // This Chromium has no share sheet: Share with friends copies.
    await page.evaluate(() => navigator.clipboard.writeText(''));
    await dialog.getByRole('button', { name: 'Share with friends' }).click();
    await expect(toast(page)).toContainText('Invitation copied!');
    expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(copied);
  });

  test('Invite Friends: a device share sheet says Invitation shared!', async ({ page }) => {
    await page.addInitScript(() => {
      (window as unknown as { shared: unknown[] }).shared = [];
      Object.defineProperty(navigator, 'share', {
        value: async (d: unknown) => void (window as unknown as { shared: unknown[] }).shared.push(d),
      });
    });
    await signUp(page.request);
    await openSettings(page);
    await page.getByRole('region', { name: 'Invite friends' }).getByRole('button', { name: 'Invite friends' }).click();
    await page
      .getByRole('dialog', { name: 'Invite Friends' })
      .getByRole('button', { name: 'Share with friends' })
      .click();
    await expect(toast(page)).toContainText('Invitation shared!');
    const shared = await page.evaluate(() => (window as unknown as { shared: Array<{ text: string }> }).shared);
    expect(shared).toHaveLength(1);
    expect(shared[0]!.text).toContain('Chairside');
  });

  test("Adjust macronutrients embeds mfe-nutrition's Adjust Goals", async ({ page }) => {
    await signUp(page.request);
    await openSettings(page);
    await page.getByRole('button', { name: /Adjust macronutrients/ }).click();
    const dialog = page.getByRole('dialog', { name: 'Adjust Goals' });
    const calories = dialog.getByRole('spinbutton', { name: 'Daily Calories' });
    await expect(calories).toBeVisible();
    await calories.fill('1900');
    await dialog.getByRole('button', { name: 'Save Goals' }).click();
    await expect(toast(page)).toContainText('Goals Updated');
    await expect(dialog).toBeHidden();
    expect((await (await page.request.get('/api/nutrition-goals')).json()).calorieGoal).toBe(1900);
    // Saved goals exist now: the form starts from them (and saves with PUT).
    await page.getByRole('button', { name: /Adjust macronutrients/ }).click();
    await expect(
      page.getByRole('dialog', { name: 'Adjust Goals' }).getByRole('spinbutton', { name: 'Daily Calories' }),
    ).toHaveValue('1900');
  });
});
