import { PIN_RESET_SENT } from '@chairside/contracts';
import { expect, test, type Page } from '@playwright/test';
import type { MailboxMessage } from '../../tools/fakes/smtp-mailbox.mjs';
import { newUser, seriousViolations, signInWithForm, signUp } from './fixtures';

// The stack sends its mail to the SMTP server of the fakes (tools/fakes/smtp-mailbox.mjs); the test
// reads what arrived there and follows the link as a member would.
const MAILBOX = process.env.E2E_MAILBOX_URL;

async function mailTo(address: string): Promise<MailboxMessage[]> {
  const res = await fetch(`${MAILBOX}/messages?to=${encodeURIComponent(address)}`);
  return (await res.json()) as MailboxMessage[];
}

/** No sideways scrolling at the page's width. */
async function fitsWidth(page: Page) {
  return page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);
}

test.skip(!MAILBOX, 'needs the SMTP fake of tools/test/run.mjs (E2E_MAILBOX_URL)');

test('Forgot PIN: the e-mailed link sets a new PIN, which then signs in', async ({ page }) => {
  const user = newUser('Jordan Reyes');
  await signUp(page.request, user);
  await page.context().clearCookies();

  await page.goto('/login');
  // By keyboard: the link, then the form sent with Enter.
  await page.getByRole('link', { name: 'Forgot PIN?' }).focus();
  await page.keyboard.press('Enter');
  await expect(page).toHaveURL(/\/forgot-pin$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Forgot your PIN?' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);

  // The form checks the address before asking the API.
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Enter a valid e-mail address')).toBeVisible();
  await page.getByLabel('Email Address').fill(user.email);
  await page.getByLabel('Email Address').press('Enter');
  const sent = page.getByRole('status');
  await expect(sent).toHaveText(PIN_RESET_SENT);
  await expect(sent).toBeFocused();

  await expect.poll(async () => (await mailTo(user.email)).length, { timeout: 15_000 }).toBe(1);
  const [mail] = await mailTo(user.email);
  expect(mail!.subject).toBe('Reset your Chairside PIN');
  const link = mail!.links.find((l) => l.includes('/reset-pin#token='));
  expect(link).toBeTruthy();
  // The stack's public origin may differ from the port this run serves on: the path and fragment are the link.
  const { pathname, hash } = new URL(link!);
  await page.goto(pathname + hash);

  await expect(page.getByRole('heading', { level: 1, name: 'Choose a new PIN' })).toBeVisible();
  expect(await seriousViolations(page)).toEqual([]);
  // The contract's rules for a new PIN, and the two entries must match.
  await page.getByRole('textbox', { name: 'New PIN', exact: true }).fill('123456');
  await page.getByLabel('Confirm new PIN').fill('654321');
  await page.getByRole('button', { name: 'Set new PIN' }).click();
  await expect(page.getByText('PIN must not be a straight run like 123456')).toBeVisible();
  await expect(page.getByText('PINs do not match')).toBeVisible();

  const newPin = '5091827';
  await page.getByRole('textbox', { name: 'New PIN', exact: true }).fill(newPin);
  await page.getByLabel('Confirm new PIN').fill(newPin);
  await page.getByLabel('Confirm new PIN').press('Enter');
  await expect(page.getByRole('status')).toContainText('Your new PIN is set');

  await page.getByRole('link', { name: 'Sign in', exact: true }).click();
  await expect(page).toHaveURL(/\/login$/);
  await signInWithForm(page, user.email, newPin);
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Your Fitness & Nutrition Dashboard' })).toBeVisible();

  // The link worked once.
  await page.context().clearCookies();
  await page.goto(pathname + hash);
  await page.getByRole('textbox', { name: 'New PIN', exact: true }).fill('8140527');
  await page.getByLabel('Confirm new PIN').fill('8140527');
  await page.getByRole('button', { name: 'Set new PIN' }).click();
  await expect(page.getByRole('alert')).toContainText(
    'This reset link has expired or was already used. Ask for a new one.',
  );
});

test('an unknown address gets the same answer and no mail', async ({ page }) => {
  const unknown = `nobody-${Date.now()}@chairside.test`;
  await page.goto('/forgot-pin');
  await page.getByLabel('Email Address').fill(unknown);
  await page.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByRole('status')).toHaveText(PIN_RESET_SENT);
  await page.waitForTimeout(1000);
  expect(await mailTo(unknown)).toEqual([]);
});

test.describe('at 390 px', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('both pages fit and pass axe; a link without its token says so', async ({ page }) => {
    await page.goto('/forgot-pin');
    await expect(page.getByLabel('Email Address')).toBeVisible();
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);

    await page.goto('/reset-pin');
    await expect(page.getByRole('alert')).toContainText('This link is incomplete');
    await page.getByRole('link', { name: 'ask for a new one' }).click();
    await expect(page).toHaveURL(/\/forgot-pin$/);

    await page.goto('/reset-pin#token=not-a-real-token-but-long-enough');
    await expect(page.getByRole('textbox', { name: 'New PIN', exact: true })).toBeVisible();
    expect(await fitsWidth(page)).toBe(true);
    expect(await seriousViolations(page)).toEqual([]);
  });
});
