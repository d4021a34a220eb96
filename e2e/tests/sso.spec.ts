import { SSO_ERRORS } from '@chairside/contracts/web';
import { expect, test, type APIRequestContext } from '@playwright/test';
import { randomUUID } from 'node:crypto';
import { newUser, seriousViolations, signUp } from './fixtures';

// The stack's dental group signs in through a real OpenID provider among the fakes
// (tools/fakes/oidc-provider.mjs); the test names the work account its login screen answers for.
// The provider sends the browser back to the stack's PUBLIC_ORIGIN, so this file browses it there
// (the sign-in flow's cookie belongs to that host).
const OIDC = process.env.E2E_OIDC_URL;
const origin =
  process.env.PUBLIC_ORIGIN ?? `http://localhost:${new URL(process.env.BASE_URL ?? 'http://127.0.0.1:4200').port}`;
const GROUP = 'Bright Smiles Dental';

test.use({ baseURL: origin });
test.skip(!OIDC, 'needs the OpenID provider of tools/test/run.mjs (E2E_OIDC_URL)');

/** The work account the provider signs in next. */
async function nextWorkAccount(request: APIRequestContext, email: string, emailVerified = true) {
  const res = await request.post(`${OIDC}/next-account`, { data: { email, emailVerified, name: 'Dana Molar' } });
  expect(res.status()).toBe(200);
}

const workEmail = () => `e2e-${randomUUID().slice(0, 8)}@clinic.example`;

test.describe('single sign-on', () => {
  test('a new member signs in with the group, and lands on the dashboard', async ({ page }) => {
    await nextWorkAccount(page.request, workEmail());
    await page.goto('/login');
    const button = page.getByRole('link', { name: `Sign in with ${GROUP}` });
    await expect(button).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);
    await button.click();
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Fitness & Nutrition Dashboard' })).toBeVisible();
  });

  test('an existing member links the work account with their PIN once, then it signs straight in', async ({ page }) => {
    const member = { ...newUser('Morgan Enamel'), email: workEmail() };
    await signUp(page.request, member);
    await page.context().clearCookies();

    await nextWorkAccount(page.request, member.email);
    await page.goto('/login');
    await page.getByRole('link', { name: `Sign in with ${GROUP}` }).click();
    await expect(page).toHaveURL(/\/login\?sso=link$/);
    const step = page.getByRole('region', { name: `Link your work account ${member.email}` });
    await expect(step).toBeVisible();
    expect(await seriousViolations(page)).toEqual([]);

    await step.getByLabel('PIN').fill('000000');
    await step.getByRole('button', { name: 'Link and sign in' }).click();
    await expect(step.getByRole('alert')).toHaveText('That PIN is not right.');
    await step.getByLabel('PIN').fill(member.pin);
    // Enter links (the step sits inside the PIN sign-in form, which it must not submit).
    await step.getByLabel('PIN').press('Enter');
    await expect(page).toHaveURL(/\/dashboard$/);

    await page.context().clearCookies();
    await nextWorkAccount(page.request, member.email);
    await page.goto('/login');
    await page.getByRole('link', { name: `Sign in with ${GROUP}` }).click();
    await expect(page).toHaveURL(/\/dashboard$/);
  });

  test('an unverified work address is turned back with the reason', async ({ page }) => {
    await nextWorkAccount(page.request, workEmail(), false);
    await page.goto('/login');
    await page.getByRole('link', { name: `Sign in with ${GROUP}` }).click();
    await expect(page).toHaveURL(/\/login\?sso_error=unverified$/);
    await expect(page.getByRole('alert')).toHaveText(SSO_ERRORS.unverified);
  });
});
