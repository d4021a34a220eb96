import { expect, test, type Page } from '@playwright/test';
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { seriousViolations, signUp } from './fixtures';

/** An app's texts in one language, as its translators wrote them (English texts are the keys). */
const LOCALES = {
  shell: 'shell/src/shared/i18n/locales',
  nutrition: 'mfe-nutrition/src/shared/i18n/locales',
  profile: 'mfe-profile/src/shared/i18n/locales',
} as const;
function texts(app: keyof typeof LOCALES, language: string): (english: string) => string {
  const file = JSON.parse(readFileSync(join(__dirname, '../..', LOCALES[app], `${language}.json`), 'utf8'));
  return (english) => {
    const text = file[english];
    // A translation test must not pass on English: every text it reads is written in the language.
    if (typeof text !== 'string' || text === english)
      throw new Error(`${app} ${language}: no translation of "${english}"`);
    return text;
  };
}

const toast = (page: Page) => page.getByTestId('toast');

async function pickLanguage(page: Page, ownName: string) {
  await page.goto('/settings');
  await page.getByRole('button', { name: /^Language/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Language' });
  // Each language in its own name, so whoever needs the picker finds theirs.
  for (const name of ['English', 'Español', '中文', 'Português', 'Français', 'Deutsch', 'Italiano', 'Română'])
    await expect(dialog.getByRole('button', { name: new RegExp(`^${name}`) })).toBeVisible();
  await page.evaluate(() => ((window as unknown as { sameDocument: boolean }).sameDocument = true));
  await dialog.getByRole('button', { name: new RegExp(`^${ownName}`) }).click();
}

for (const { language, ownName, lang } of [
  { language: 'de', ownName: 'Deutsch', lang: 'de-DE' },
  { language: 'zh', ownName: '中文', lang: 'zh-CN' },
]) {
  test(`${ownName}: every app switches without a reload, a dialog and a toast speak it, and a reload keeps it`, async ({
    page,
  }) => {
    const shell = texts('shell', language);
    const nutrition = texts('nutrition', language);
    const profile = texts('profile', language);
    await signUp(page.request);
    await pickLanguage(page, ownName);

    // The toast, in the language just chosen, naming it in its own name.
    await expect(toast(page)).toContainText(profile('Language Changed'));
    await expect(toast(page)).toContainText(
      profile('Language switched to {{language}}').replace('{{language}}', ownName),
    );
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    // The profile remote and the shell around it re-rendered; the page was not loaded again.
    await expect(page.getByRole('region', { name: profile('Preferences') })).toBeVisible();
    await expect(page.getByRole('button', { name: shell('Quick actions') })).toBeVisible();
    expect(await page.evaluate(() => (window as unknown as { sameDocument?: boolean }).sameDocument)).toBe(true);
    // Kept in the profile, so another device opens in it.
    expect(((await (await page.request.get('/api/user-profile')).json()) as { language: string }).language).toBe(
      language,
    );

    // A dialog of the shell.
    await page.getByRole('button', { name: shell('Quick actions') }).click();
    const quick = page.getByRole('dialog', { name: shell('Quick Actions') });
    await expect(quick).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(quick).toBeHidden();

    // The dashboard, a remote loaded after the switch, comes in the language too.
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: nutrition("Today's Progress") })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    expect(await seriousViolations(page)).toEqual([]);

    // A device that never chose: the profile brings the language back after sign-in.
    await page.evaluate(() => localStorage.clear());
    await page.reload();
    await expect(page.getByRole('region', { name: nutrition("Today's Progress") })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
  });
}

test('a first visit follows the browser’s languages: Romanian first, then English', async ({ browser }) => {
  const context = await browser.newContext({ locale: 'ro-RO' });
  const page = await context.newPage();
  await page.goto('/login');
  await expect(page.locator('html')).toHaveAttribute('lang', 'ro-RO');
  await expect(page.getByRole('button', { name: texts('shell', 'ro')('Sign In'), exact: true })).toBeVisible();
  await context.close();
});
