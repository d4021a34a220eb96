import { expect, test, type Browser, type Page } from '@playwright/test';
import { strFromU8, unzipSync } from 'fflate';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { newUser, seriousViolations, signInWithForm, signUp } from './fixtures';

const toast = (page: Page) => page.getByTestId('toast');

async function openSettings(page: Page) {
  await page.goto('/settings');
  await expect(page.getByRole('heading', { name: 'Settings', level: 1 })).toBeVisible();
}

async function openEditProfile(page: Page) {
  await page.getByRole('region', { name: 'Account' }).getByRole('button', { name: 'Edit profile' }).click();
  const dialog = page.getByRole('dialog', { name: 'Edit Profile' });
  await expect(dialog).toBeVisible();
  return dialog;
}

const png = () =>
  sharp({ create: { width: 120, height: 120, channels: 3, background: { r: 200, g: 80, b: 40 } } })
    .png()
    .toBuffer();

/** The same user signed in a second browser, to see what happens to other sessions. */
async function secondSession(browser: Browser, baseURL: string | undefined, email: string, pin: string) {
  const context = await browser.newContext({ baseURL });
  const res = await context.request.post('/api/auth/login', { data: { username: email, pin } });
  expect(res.status()).toBe(200);
  return context;
}

test.describe('Edit Profile', () => {
  test('fields, hints and fallback letters; a chosen photo is only a preview until Save Changes, and Cancel keeps the old avatar', async ({
    page,
  }) => {
    const user = await signUp(page.request);
    await openSettings(page);
    let dialog = await openEditProfile(page);
    const email = dialog.getByRole('textbox', { name: 'Username (Email)' });
    await expect(email).toHaveValue(user.email);
    await expect(email).toHaveAttribute('readonly', '');
    await expect(dialog.getByText('Your permanent login identifier')).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Display Name' })).toHaveValue('Riley Park');
    await expect(dialog.getByText('This is how others will see you in the community')).toBeVisible();
    await expect(dialog.getByText('JPG, PNG up to 5MB')).toBeVisible();
    await expect(dialog.getByText('RP', { exact: true })).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    let uploads = 0;
    page.on('request', (r) => void (r.url().endsWith('/api/upload-profile-image') && uploads++));
    await dialog
      .getByLabel('Profile photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png() });
    // A preview only: nothing is uploaded and the profile keeps no photo.
    await expect(dialog.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', /^blob:/);
    await expect(dialog.getByText('New photo: saved when you press Save Changes')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect(uploads).toBe(0);
    expect((await (await page.request.get('/api/auth/user')).json()).profile.profileImageUrl).toBeNull();
    await expect(page.getByRole('region', { name: 'Account' }).getByText('RP', { exact: true })).toBeVisible();

    dialog = await openEditProfile(page);
    await expect(dialog.getByText('RP', { exact: true })).toBeVisible();
    let release!: () => void;
    const held = new Promise<void>((r) => (release = r));
    await page.route('**/api/upload-profile-image', async (route) => {
      await held;
      await route.fallback();
    });
    await dialog
      .getByLabel('Profile photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png() });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(dialog.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    release();
    await expect(toast(page)).toContainText('Profile updated!');
    await expect(dialog).toBeHidden();
    const me = await (await page.request.get('/api/auth/user')).json();
    expect(me.profile.profileImageUrl).toMatch(/^\/api\/profile-images\/[0-9a-f-]{36}$/);
    const img = await page.request.get(me.profile.profileImageUrl);
    expect(img.headers()['content-type']).toBe('image/jpeg');
    await page.screenshot({ path: '/tmp/account-edit-profile.png' });
    // The account card (and anything else reading the user call) shows the photo without a reload.
    await expect(
      page.getByRole('region', { name: 'Account' }).locator(`img[src="${me.profile.profileImageUrl}"]`),
    ).toBeVisible();
  });

  /** Chooses a photo and saves it: the photo's address. */
  async function savePhoto(page: Page) {
    const dialog = await openEditProfile(page);
    await dialog
      .getByLabel('Profile photo')
      .setInputFiles({ name: 'me.png', mimeType: 'image/png', buffer: await png() });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Profile updated!');
    await expect(dialog).toBeHidden();
    return (await (await page.request.get('/api/auth/user')).json()).profile.profileImageUrl as string;
  }

  test('the saved photo shows in the top navigation at once', async ({ page }) => {
    await signUp(page.request);
    await openSettings(page);
    const src = await savePhoto(page);
    await expect(page.getByRole('banner').locator(`img[src="${src}"]`)).toBeVisible();
  });

  test("a new photo shows on the user's community posts without a reload", async ({ page }) => {
    await signUp(page.request);
    const content = `Flossing streak ${Date.now()}`;
    expect((await page.request.post('/api/community-posts', { data: { content } })).status()).toBe(201);
    await page.goto('/community');
    const post = page.getByRole('article').filter({ hasText: content });
    await expect(post.getByText('Riley Park')).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Settings' }).first().click();
    const src = await savePhoto(page);
    await page.getByRole('banner').getByRole('link', { name: 'Community' }).first().click();
    await expect(post.locator(`img[src="${src}"]`)).toBeVisible();
  });

  test('a failed upload says so, and the dialog keeps the photo and the name typed', async ({ page }) => {
    await signUp(page.request);
    await openSettings(page);
    const dialog = await openEditProfile(page);
    await page.route('**/api/upload-profile-image', (route) =>
      route.fulfill({ status: 415, json: { statusCode: 415, message: 'image: not an image' } }),
    );
    await dialog.getByRole('textbox', { name: 'Display Name' }).fill('Jordan Lee');
    await dialog
      .getByLabel('Profile photo')
      .setInputFiles({ name: 'x.png', mimeType: 'image/png', buffer: await png() });
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Upload failed');
    await expect(toast(page)).toContainText('Failed to upload image. Please try again.');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('textbox', { name: 'Display Name' })).toHaveValue('Jordan Lee');
    await expect(dialog.getByRole('img', { name: 'Your profile photo' })).toHaveAttribute('src', /^blob:/);
  });

  test('a photo over 5MB is refused before uploading', async ({ page }) => {
    await signUp(page.request);
    await openSettings(page);
    const dialog = await openEditProfile(page);
    let uploads = 0;
    page.on('request', (r) => void (r.url().endsWith('/api/upload-profile-image') && uploads++));
    const big = Buffer.concat([await png(), Buffer.alloc(5 * 1024 * 1024)]);
    await dialog.getByLabel('Profile photo').setInputFiles({ name: 'big.png', mimeType: 'image/png', buffer: big });
    await expect(toast(page)).toContainText('Upload failed');
    await expect(toast(page)).toContainText('The photo is larger than 5MB. Please choose a smaller one.');
    expect(uploads).toBe(0);
  });

  test('Save Changes trims the display name, shows it in the top navigation at once; empty is sent as absent', async ({
    page,
  }) => {
    await signUp(page.request);
    await openSettings(page);
    let dialog = await openEditProfile(page);
    await dialog.getByRole('textbox', { name: 'Display Name' }).fill('  Jordan Lee  ');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Profile updated!');
    await expect(toast(page)).toContainText('Your profile has been successfully updated.');
    await expect(dialog).toBeHidden();
    await expect(page.getByRole('banner').getByText('Jordan Lee')).toBeVisible();
    await expect(page.getByRole('banner').getByText('JL', { exact: true })).toBeVisible();
    expect((await (await page.request.get('/api/user-profile')).json()).name).toBe('Jordan Lee');

    dialog = await openEditProfile(page);
    await dialog.getByRole('textbox', { name: 'Display Name' }).fill('   ');
    const put = page.waitForRequest((r) => r.url().endsWith('/api/user-profile') && r.method() === 'PUT');
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    expect((await put).postDataJSON()).toEqual({});
    await expect(dialog).toBeHidden();
    expect((await (await page.request.get('/api/user-profile')).json()).name).toBe('Jordan Lee');

    dialog = await openEditProfile(page);
    await page.route('**/api/user-profile', (route) =>
      route.request().method() === 'PUT' ? route.fulfill({ status: 500, body: 'boom' }) : route.fallback(),
    );
    await dialog.getByRole('button', { name: 'Save Changes' }).click();
    await expect(toast(page)).toContainText('Failed to update profile. Please try again.');
    await expect(dialog).toBeVisible();
  });
});

test.describe('Your data', () => {
  test('Download my data is a ZIP of the account', async ({ page }) => {
    const user = await signUp(page.request);
    await openSettings(page);
    const download = page.waitForEvent('download');
    await page.getByRole('link', { name: 'Download my data' }).click();
    const file = await (await download).path();
    const zip = await readFile(file!);
    expect(zip.subarray(0, 2).toString()).toBe('PK');
    const files = unzipSync(new Uint8Array(zip));
    expect(Object.keys(files)).toContain('account.json');
    expect(strFromU8(files['account.json']!)).toContain(user.email);
  });

  test('Change PIN: a wrong current PIN is refused in place; the new PIN signs in, the old one no longer', async ({
    page,
    browser,
    baseURL,
  }) => {
    const user = await signUp(page.request);
    const other = await secondSession(browser, baseURL, user.email, user.pin);
    await openSettings(page);
    await page.getByRole('button', { name: 'Change PIN' }).click();
    const dialog = page.getByRole('dialog', { name: 'Change PIN' });
    // axe after the fade-in: half-faded labels would read as low contrast.
    await expect(page.locator('.MuiDialog-container')).toHaveCSS('opacity', '1');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByLabel('Current PIN').fill('1111999');
    await dialog.getByLabel('New PIN', { exact: true }).fill('6093817');
    await dialog.getByLabel('Confirm new PIN').fill('6093818');
    await dialog.getByRole('button', { name: 'Change PIN' }).click();
    await expect(dialog.getByText('The new PINs do not match.')).toBeVisible();
    await dialog.getByLabel('Confirm new PIN').fill('6093817');
    await dialog.getByRole('button', { name: 'Change PIN' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Current PIN').fill(user.pin);
    await dialog.getByRole('button', { name: 'Change PIN' }).click();
    await expect(toast(page)).toContainText('PIN changed');
    await expect(dialog).toBeHidden();
    // This browser stays signed in; the other one is signed out.
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);
    expect((await other.request.get('/api/auth/user')).status()).toBe(401);
    await other.close();

    await page.getByRole('button', { name: /^Log ?out/ }).click();
    await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
    await page.goto('/login');
    await signInWithForm(page, user.email, user.pin);
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or PIN' })).toBeVisible();
    await signInWithForm(page, user.email, '6093817');
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('Sign out everywhere asks first, then ends this session and every other one', async ({
    page,
    browser,
    baseURL,
  }) => {
    const user = await signUp(page.request);
    const other = await secondSession(browser, baseURL, user.email, user.pin);
    await openSettings(page);
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    const dialog = page.getByRole('dialog', { name: 'Sign out everywhere?' });
    await dialog.getByRole('button', { name: 'Cancel' }).click();
    await expect(dialog).toBeHidden();
    expect((await other.request.get('/api/auth/user')).status()).toBe(200);
    await page.getByRole('button', { name: 'Sign out everywhere' }).click();
    await page
      .getByRole('dialog', { name: 'Sign out everywhere?' })
      .getByRole('button', { name: 'Sign out everywhere' })
      .click();
    await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    expect((await other.request.get('/api/auth/user')).status()).toBe(401);
    await other.close();
  });

  test("Delete my account asks for the PIN; afterwards the sign-in fails and no one sees the user's posts", async ({
    page,
    browser,
    baseURL,
  }) => {
    const user = await signUp(page.request, newUser('Casey Doe'));
    const content = `Goodbye post ${Date.now()}`;
    expect((await page.request.post('/api/community-posts', { data: { content } })).status()).toBe(201);
    const reader = await browser.newContext({ baseURL });
    await signUp(reader.request, newUser('Robin Reader'));
    const feed = async () => JSON.stringify(await (await reader.request.get('/api/community-posts')).json());
    expect(await feed()).toContain(content);

    await openSettings(page);
    await page.getByRole('button', { name: 'Delete my account' }).click();
    const dialog = page.getByRole('dialog', { name: 'Delete my account' });
    await expect(dialog.getByText('This cannot be undone')).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await page.screenshot({ path: '/tmp/account-delete.png' });
    await dialog.getByLabel('PIN').fill('1357913');
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(dialog.getByRole('alert')).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(200);

    await dialog.getByLabel('PIN').fill(user.pin);
    await dialog.getByRole('button', { name: 'Delete my account' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
    expect(await feed()).not.toContain(content);
    const login = await page.request.post('/api/auth/login', { data: { username: user.email, pin: user.pin } });
    expect(login.status()).toBe(401);
    await reader.close();
  });
});
