import { expect, test, type Page } from '@playwright/test';
import { join } from 'node:path';
import { freePort, root, serveDist, startGateway } from '../support/stack-variant';
import { signUp } from './fixtures';

// Every page carries the gateway's Content-Security-Policy (services/gateway/src/lib/hardening.ts), and
// the app, federation included, runs under it without one violation — also with a remote on another
// origin (MFE_*_URL), served as its image serves it.

/** CSP violations the page reports, as the console states them. */
function collectViolations(page: Page): string[] {
  const violations: string[] = [];
  page.on('console', (m) => {
    if (/Content Security Policy/i.test(m.text())) violations.push(m.text());
  });
  return violations;
}

test('the landing page, sign-in and every remote run under the CSP without a violation', async ({ page }) => {
  const violations = collectViolations(page);
  const landing = await page.goto('/');
  const csp = landing!.headers()['content-security-policy'] ?? '';
  expect(csp).toContain("frame-ancestors 'none'");
  expect(csp).toMatch(/script-src 'self'(;|$)/);
  await expect(page.getByRole('heading', { level: 1, name: /dental professionals/ })).toBeVisible();

  await signUp(page.request);
  for (const [path, remote] of [
    ['/dashboard', 'mfe_nutrition'],
    ['/stretches', 'mfe_exercise'],
    ['/community', 'mfe_community'],
    ['/settings', 'mfe_profile'],
  ] as const) {
    const res = await page.goto(path);
    expect(res!.headers()['content-security-policy']).toBe(csp);
    await expect(page.locator(`[data-remote="${remote}"]`)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }

  expect(violations).toEqual([]);

  // An injected inline script does not run (and is reported, so the collector above does see violations).
  const ran = await page.evaluate(async () => {
    const s = document.createElement('script');
    s.textContent = 'window.__injected = true';
    document.body.appendChild(s);
    await new Promise((r) => setTimeout(r, 100));
    return (window as unknown as { __injected?: boolean }).__injected === true;
  });
  expect(ran).toBe(false);
  await expect.poll(() => violations.length).toBeGreaterThan(0);
});

test('a remote on another origin (MFE_COMMUNITY_URL) is allowed by the CSP and runs', async ({ page }) => {
  test.setTimeout(60_000);
  const { url, server } = await serveDist(join(root, 'mfe-community', 'dist'));
  const port = await freePort();
  const gateway = await startGateway(port, { MFE_COMMUNITY_URL: `${url}/mf-manifest.json` });
  try {
    const base = `http://127.0.0.1:${port}`;
    const violations = collectViolations(page);
    await page.request.post(`${base}/api/auth/signup`, {
      data: { email: `csp-${Date.now()}@chairside.test`, name: 'Cleo Policy', pin: '4820913' },
    });
    const fetchedRemote = page.waitForRequest((r) => r.url().startsWith(`${url}/`) && r.url().endsWith('.js'));
    const res = await page.goto(`${base}/community`);
    expect(res!.headers()['content-security-policy']).toContain(`script-src 'self' ${url}`);
    await fetchedRemote;
    await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible({ timeout: 20_000 });
    expect(violations).toEqual([]);
  } finally {
    gateway.kill();
    server.kill();
  }
});
