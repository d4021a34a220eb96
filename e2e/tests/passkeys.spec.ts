import { expect, test, type Page } from '@playwright/test';
import { newUser, seriousViolations, signUpWithForm } from './fixtures';

// WebAuthn works on a domain, never on an IP address: the stack's PUBLIC_ORIGIN is
// http://localhost:<gateway port> (tools/test/run.mjs), and this file browses it there.
const origin =
  process.env.PUBLIC_ORIGIN ?? `http://localhost:${new URL(process.env.BASE_URL ?? 'http://127.0.0.1:4200').port}`;
test.use({ baseURL: origin });

/** Chromium's virtual authenticator: a platform passkey store that verifies the user without a prompt. */
async function virtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable');
  const { authenticatorId } = await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
    },
  });
  return {
    credentials: async () => (await cdp.send('WebAuthn.getCredentials', { authenticatorId })).credentials,
    clear: () => cdp.send('WebAuthn.clearCredentials', { authenticatorId }),
  };
}

test.describe('passkeys', () => {
  test('add a passkey in Settings, sign out, sign in with it without typing, turn the PIN off and on, remove it', async ({
    page,
  }) => {
    const authenticator = await virtualAuthenticator(page);
    const user = newUser('Pat Keys');
    await signUpWithForm(page, user);
    await page.waitForURL((url) => url.pathname !== '/signup');

    await page.goto('/settings');
    const card = page.getByRole('region', { name: 'Sign-in methods' });
    await expect(card.getByText('No passkeys yet.', { exact: false })).toBeVisible();
    const pinSwitch = card.getByRole('switch', { name: 'Sign in with PIN' });
    await expect(pinSwitch).toBeChecked();
    await expect(pinSwitch).toBeDisabled(); // nothing else to sign in with yet

    await card.getByRole('button', { name: 'Add a passkey' }).click();
    const add = page.getByRole('dialog', { name: 'Add a passkey' });
    await add.getByRole('button', { name: 'Continue' }).click();
    await expect(add.getByRole('alert')).toContainText('Name your passkey');
    await add.getByLabel('Passkey name').fill('Test laptop');
    // Adding a passkey asks for the PIN again: a session alone adds none.
    const addPin = add.getByLabel('Your PIN');
    await add.getByRole('button', { name: 'Continue' }).click();
    await expect(add.getByRole('alert')).toContainText('Enter your PIN');
    await expect(addPin).toBeFocused();
    await addPin.fill('000000');
    await addPin.press('Enter');
    await expect(add.getByRole('alert')).toContainText('That PIN is not right.');
    await expect(addPin).toHaveAttribute('aria-invalid', 'true');
    expect(await authenticator.credentials()).toHaveLength(0);
    expect(await seriousViolations(page)).toEqual([]);
    await addPin.fill(user.pin);
    await add.getByRole('button', { name: 'Continue' }).click();
    await expect(add).toBeHidden();
    await expect(card.getByText('Test laptop')).toBeVisible();
    await expect(card.getByText(/Not used yet/)).toBeVisible();
    await page.screenshot({ path: '/tmp/passkeys-settings.png', fullPage: true });
    const stored = await authenticator.credentials();
    expect(stored).toHaveLength(1);
    expect(stored[0]!.isResidentCredential).toBe(true);
    expect(stored[0]!.rpId).toBe('localhost');
    expect(await seriousViolations(page)).toEqual([]);

    // Sign out, then in with the passkey alone: no e-mail address, no PIN.
    expect((await page.request.post('/api/auth/logout')).status()).toBe(200);
    await page.goto('/login?next=%2Fsettings');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page).toHaveURL(/\/settings$/);
    await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
    await expect(card.getByText(/Last used/)).toBeVisible();

    // With a passkey the PIN alone may be turned off, after the PIN once more: then the PIN form is refused.
    await expect(pinSwitch).toBeEnabled();
    await pinSwitch.click();
    const turnOff = page.getByRole('dialog', { name: 'Turn off sign-in with PIN?' });
    const offPin = turnOff.getByLabel('Your PIN');
    await expect(offPin).toBeFocused();
    await offPin.fill('000000');
    await offPin.press('Enter');
    await expect(turnOff.getByRole('alert')).toContainText('That PIN is not right.');
    expect(await seriousViolations(page)).toEqual([]);
    await turnOff.getByRole('button', { name: 'Cancel' }).click();
    await expect(turnOff).toBeHidden();
    await expect(pinSwitch).toBeChecked();
    await pinSwitch.click();
    await turnOff.getByLabel('Your PIN').fill(user.pin);
    await turnOff.getByRole('button', { name: 'Turn off' }).click();
    await expect(turnOff).toBeHidden();
    await expect(pinSwitch).not.toBeChecked();
    const byPin = await page.request.post('/api/auth/login', { data: { username: user.email, pin: user.pin } });
    expect(byPin.status()).toBe(403);
    // The only passkey stays while the PIN is off.
    await card.getByRole('button', { name: 'Remove passkey Test laptop' }).click();
    const confirm = page.getByRole('dialog', { name: 'Remove "Test laptop"?' });
    await confirm.getByRole('button', { name: 'Remove passkey' }).click();
    await expect(confirm.getByRole('alert')).toContainText('Turn PIN sign-in on first');
    await confirm.getByRole('button', { name: 'Cancel' }).click();

    // Turning it back on asks for the PIN too, here by keyboard alone.
    await pinSwitch.focus();
    await page.keyboard.press('Space');
    const turnOn = page.getByRole('dialog', { name: 'Turn on sign-in with PIN?' });
    await expect(turnOn.getByLabel('Your PIN')).toBeFocused();
    await page.keyboard.type(user.pin);
    await page.keyboard.press('Enter');
    await expect(turnOn).toBeHidden();
    await expect(pinSwitch).toBeChecked();
    await expect(pinSwitch).toBeFocused();
    await card.getByRole('button', { name: 'Remove passkey Test laptop' }).click();
    await page
      .getByRole('dialog', { name: 'Remove "Test laptop"?' })
      .getByRole('button', { name: 'Remove passkey' })
      .click();
    await expect(card.getByText('No passkeys yet.', { exact: false })).toBeVisible();

    // The device still holds it, but Chairside no longer accepts it.
    expect((await page.request.post('/api/auth/logout')).status()).toBe(200);
    await page.goto('/login');
    await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
    await expect(page.getByRole('alert')).toContainText('not registered');
  });

  test('at 390 px, a device without a passkey: a clear message and the PIN form still there', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    const authenticator = await virtualAuthenticator(page);
    await authenticator.clear();
    await page.goto('/login');
    const button = page.getByRole('button', { name: 'Sign in with a passkey' });
    await button.focus();
    await page.keyboard.press('Enter');
    await expect(page.getByRole('alert')).toContainText('this device has no passkey for Chairside', {
      timeout: 20_000,
    });
    await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/passkeys-login-390.png', fullPage: true });
  });
});
