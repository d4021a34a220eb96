import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Page } from '@playwright/test';
import { randomUUID } from 'node:crypto';

export const DEMO = { username: 'dentist@chairside.demo', pin: '1234', name: 'Maya Chen' };

export interface TestUser {
  email: string;
  name: string;
  pin: string;
}

/** A fresh account per test, so tests never share data or lock each other out. */
export function newUser(name = 'Riley Park'): TestUser {
  return { email: `e2e-${randomUUID().slice(0, 8)}@chairside.test`, name, pin: '4820913' };
}

/** Signs up through the API with the page's own cookie jar, so the page is signed in. */
export async function signUp(request: APIRequestContext, user: TestUser = newUser()): Promise<TestUser> {
  const res = await request.post('/api/auth/signup', { data: { email: user.email, name: user.name, pin: user.pin } });
  expect(res.status(), await res.text()).toBe(201);
  return user;
}

/** Creates the account through /signup's form, as a new user would. */
export async function signUpWithForm(page: Page, user: TestUser): Promise<void> {
  await page.goto('/signup');
  await page.getByLabel('Email').fill(user.email);
  await page.getByLabel('Name').fill(user.name);
  await page.getByLabel('PIN', { exact: true }).fill(user.pin);
  await page.getByLabel('Confirm PIN').fill(user.pin);
  await page.getByRole('button', { name: 'Create account' }).click();
}

export async function signInWithForm(page: Page, username: string, pin: string): Promise<void> {
  await page.getByRole('textbox', { name: 'Email' }).fill(username);
  await page.getByLabel('PIN').fill(pin);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** axe on the whole page; serious and critical violations fail the test, with what and where. */
export async function seriousViolations(page: Page) {
  const results = await new AxeBuilder({ page }).withTags(['wcag2a', 'wcag2aa', 'wcag21a', 'wcag21aa']).analyze();
  return results.violations
    .filter((v) => v.impact === 'serious' || v.impact === 'critical')
    .map(
      (v) =>
        `${v.id}: ${v.help} — ${v.nodes
          .map((n) => n.target.join(' '))
          .slice(0, 3)
          .join(', ')}`,
    );
}

/** How many pixels the page scrolls sideways at its current width (0 when it fits). */
export const sideways = (page: Page) => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** Settings' "Goals & current weight" dialog, open. */
export async function openGoalsAndWeight(page: Page) {
  await page.goto('/settings');
  await page.getByRole('button', { name: /Goals & current weight/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Goals & Current Weight' });
  await expect(dialog).toBeVisible();
  return dialog;
}
