import AxeBuilder from '@axe-core/playwright';
import { expect, type APIRequestContext, type Locator, type Page, type Request } from '@playwright/test';
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

/**
 * axe on the whole page; serious and critical violations fail the test, with what and where. It
 * waits for a moment without new calls, then for running transitions: a button enabled a moment ago,
 * as a call answered, is still fading from its grey disabled colour, and axe would measure that
 * colour's contrast instead of the one the member sees.
 */
export async function seriousViolations(page: Page) {
  await watchRequests(page).quiet(300);
  await page.evaluate(() =>
    new Promise((painted) => requestAnimationFrame(() => requestAnimationFrame(painted))).then(() =>
      Promise.all(
        document
          .getAnimations()
          .filter((a) => a.effect?.getComputedTiming().endTime !== Infinity)
          .map((a) => a.finished.catch(() => undefined)),
      ),
    ),
  );
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

/**
 * /stretches' 25 stretch cards start below the fold and load as they come near the screen: scroll to
 * the page's end until they are there (the page grows while its cards load, so it may take two goes).
 */
export async function showStretchList(page: Page) {
  await expect(async () => {
    await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
    await expect(page.getByRole('article')).toHaveCount(25, { timeout: 2000 });
  }).toPass();
}

/**
 * A card that loads as it comes near the screen (the dashboard's below the first screen): scrolled to,
 * so its content comes. Its placeholder is replaced as it loads, so a scroll may meet a detached element: try again.
 */
export async function showCard(card: Locator) {
  await expect(async () => {
    await card.scrollIntoViewIfNeeded({ timeout: 2000 });
    // The cards above may still grow as their calls answer: on screen once the page has settled.
    await card.page().waitForTimeout(300);
    await expect(card).toBeInViewport({ timeout: 500 });
  }).toPass();
}

/**
 * Every card of the dashboard has loaded and every call has answered. Cards load their code, then
 * call, as they come near the screen, so on a busy machine the network can be idle between the two:
 * a test that ends the session brings each card near the screen first, or a card's late call meets
 * the ended session before the step under test does.
 */
export async function dashboardSettled(page: Page) {
  // Watched from before the scroll: it starts the cards' code and calls.
  const network = watchRequests(page);
  const cards = page.locator('main section');
  await expect(cards.first()).toBeVisible();
  // A card's placeholder is replaced as it loads, so a scroll may meet a detached element: try again.
  await expect(async () => {
    for (let i = 0; i < (await cards.count()); i++) await cards.nth(i).scrollIntoViewIfNeeded({ timeout: 2000 });
  }).toPass();
  await network.quiet(1000);
  await page.evaluate(() => window.scrollTo(0, 0));
}

/**
 * The page's requests from now on; `quiet(ms)` waits until none of them has been open for `ms`.
 * Playwright's "networkidle" is a load state, reached once per page, so it cannot tell that calls
 * made after the load have answered; and a request already open when the watch starts is not seen.
 */
function watchRequests(page: Page) {
  const open = new Set<Request>();
  let last = Date.now();
  const start = (request: Request) => {
    open.add(request);
    last = Date.now();
  };
  const end = (request: Request) => {
    open.delete(request);
    last = Date.now();
  };
  page.on('request', start);
  page.on('requestfinished', end);
  page.on('requestfailed', end);
  return {
    async quiet(quietMs: number) {
      try {
        await expect.poll(() => open.size === 0 && Date.now() - last >= quietMs, { intervals: [250] }).toBe(true);
      } finally {
        page.off('request', start);
        page.off('requestfinished', end);
        page.off('requestfailed', end);
      }
    },
  };
}

/**
 * The signed-out toast is followed by a full page load 500 ms later, and on a busy machine a test can
 * look for it only after that load. `watchToasts` (before the page opens) notes the text of every toast
 * as it appears, in the tab's sessionStorage, which outlives the load; `signedOutToastShown` waits for
 * the page to have left to `url`, then says whether the signed-out toast was among them.
 */
export async function watchToasts(page: Page) {
  await page.addInitScript(() => {
    const note = () => {
      const seen: string[] = JSON.parse(sessionStorage.getItem('e2e.toasts') ?? '[]');
      for (const toast of document.querySelectorAll('[role="alert"], [role="status"]')) {
        const text = toast.textContent ?? '';
        if (text && !seen.includes(text)) seen.push(text);
      }
      sessionStorage.setItem('e2e.toasts', JSON.stringify(seen));
    };
    new MutationObserver(note).observe(document, { childList: true, subtree: true, characterData: true });
  });
}

export async function signedOutToastShown(page: Page, url: RegExp) {
  await expect(page).toHaveURL(url);
  const seen: string[] = await page.evaluate(() => JSON.parse(sessionStorage.getItem('e2e.toasts') ?? '[]'));
  return seen.some((text) => text.includes('Unauthorized') && text.includes('You are logged out. Logging in again...'));
}
