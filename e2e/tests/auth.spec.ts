import { expect, test } from '@playwright/test';
import { DEMO, newUser, signInWithForm, signUp, signUpWithForm } from './fixtures';

test.describe('access rules and routes', () => {
  test('signed out, every protected route shows the login screen at that URL', async ({ page }) => {
    for (const path of ['/dashboard', '/settings', '/progress', '/community', '/stretches', '/quiz']) {
      await page.goto(path);
      await expect(page.getByRole('button', { name: 'Sign In', exact: true })).toBeVisible();
      expect(new URL(page.url()).pathname).toBe(path);
    }
  });

  test('an unknown path shows the 404 page', async ({ page }) => {
    await page.goto('/no-such-page');
    await expect(page.getByRole('heading', { name: '404 Page Not Found' })).toBeVisible();
  });

  test('signed in, each route shows its page title from its remote', async ({ page }) => {
    await signUp(page.request);
    const titles: Record<string, string> = {
      '/': 'Your Fitness & Nutrition Dashboard',
      '/signup': 'Your Fitness & Nutrition Dashboard',
      '/dashboard': 'Your Fitness & Nutrition Dashboard',
      '/progress': 'Fitness & Nutrition Progress',
      '/quiz': 'Fitness Nutrition Personality Quiz',
      '/stretches': 'Workplace Wellness Stretches',
      '/community': 'Community',
      '/settings': 'Settings',
    };
    for (const [path, title] of Object.entries(titles)) {
      await page.goto(path);
      await expect(page.getByRole('heading', { level: 1, name: title, exact: true })).toBeVisible();
    }
  });

  test('the login screen shows both demo accounts', async ({ page }) => {
    await page.goto('/login');
    await expect(page.getByText('dentist@chairside.demo')).toBeVisible();
    await expect(page.getByText('hygienist@chairside.demo')).toBeVisible();
  });
});

test.describe('login', () => {
  test('signing in on a protected page lands on that page, not on the dashboard', async ({ page }) => {
    await page.goto('/community');
    await signInWithForm(page, DEMO.username, DEMO.pin);
    await expect(page).toHaveURL(/\/community$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Community', exact: true })).toBeVisible();
  });

  test('next= on /login is followed to a page of the site, and never to another site', async ({ page, context }) => {
    await page.goto('/login?next=%2Fstretches');
    await signInWithForm(page, DEMO.username, DEMO.pin);
    await expect(page).toHaveURL(/\/stretches$/);
    await context.clearCookies();
    await page.goto('/login?next=https%3A%2F%2Fexample.com%2F');
    await signInWithForm(page, DEMO.username, DEMO.pin);
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('the sign-in screens name their fields as the product does and lead back to the landing page', async ({
    page,
  }) => {
    await page.goto('/login');
    const username = page.getByRole('textbox', { name: 'Username (Email)' });
    await expect(username).toHaveAttribute('type', 'text');
    await signInWithForm(page, DEMO.username, '0000');
    // The message speaks of the username the form asked for.
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or PIN' })).toBeVisible();
    await page.getByRole('link', { name: 'Chairside home page' }).click();
    await expect(page).toHaveURL(/\/$/);
    const email = page.getByRole('textbox', { name: 'Email Address' });
    await expect(email).toHaveAttribute('type', 'text');
    await page.goto('/signup');
    await page.getByRole('link', { name: 'Chairside home page' }).click();
    await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
  });

  test('a demo account signs in, sees the dashboard and its name, and logs out', async ({ page }) => {
    await page.goto('/login');
    await signInWithForm(page, DEMO.username, DEMO.pin);
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Fitness & Nutrition Dashboard' })).toBeVisible();
    await expect(page.getByRole('banner').getByText(DEMO.name)).toBeVisible();
    await expect(page.getByRole('banner').getByText('MC', { exact: true })).toBeVisible();

    await page.getByRole('button', { name: /^Log ?out/ }).click();
    await expect(page.getByRole('button', { name: 'Access Dashboard' })).toBeVisible();
    const me = await page.request.get('/api/auth/user');
    expect(me.status()).toBe(401);
  });

  test('a wrong PIN shows the server message inline and signs nobody in', async ({ page }) => {
    await page.goto('/login');
    await signInWithForm(page, DEMO.username, '0000');
    await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or PIN' })).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });

  test('five wrong PINs lock the account: even the right PIN is refused', async ({ page, browser }) => {
    const setup = await browser.newContext({ baseURL: test.info().project.use.baseURL });
    const user = await signUp(setup.request, newUser());
    await setup.close();

    await page.goto('/login');
    for (let i = 0; i < 5; i++) {
      await signInWithForm(page, user.email, '9999999');
      await expect(page.getByRole('alert').filter({ hasText: 'Invalid username or PIN' })).toBeVisible();
    }
    await signInWithForm(page, user.email, user.pin);
    await expect(page.getByRole('alert').filter({ hasText: /too many/i })).toBeVisible();
    expect((await page.request.get('/api/auth/user')).status()).toBe(401);
  });
});

test('sign-up creates an account, signs it in and opens the first-run plan', async ({ page }) => {
  const user = newUser('Jordan Alvarez');
  await signUpWithForm(page, user);
  // A new account starts on the welcome page (its steps: goals.spec.ts).
  await expect(page).toHaveURL(/\/welcome$/);
  await expect(page.getByRole('heading', { level: 1, name: 'Welcome to Chairside, Jordan' })).toBeVisible();
  await expect(page.getByRole('banner').getByText('Jordan Alvarez')).toBeVisible();
  await expect(page.getByRole('banner').getByText('JA', { exact: true })).toBeVisible();
});
