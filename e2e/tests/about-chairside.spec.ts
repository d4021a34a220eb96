import { expect, test, type Page } from '@playwright/test';
import { cpSync, mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, root, startGateway } from '../support/stack-variant';
import { seriousViolations, signUp } from './fixtures';

const REMOTES = {
  mfe_nutrition: 'mfe-nutrition',
  mfe_exercise: 'mfe-exercise',
  mfe_community: 'mfe-community',
  mfe_profile: 'mfe-profile',
} as const;

async function openAbout(page: Page, width: number) {
  if (width < 900) {
    await page.getByRole('button', { name: 'Open menu' }).click();
    await page.getByRole('button', { name: 'About Chairside' }).click();
  } else {
    await page.getByRole('banner').getByRole('button', { name: 'About', exact: true }).click();
  }
  const dialog = page.getByRole('dialog', { name: 'About Chairside' });
  await expect(dialog).toBeVisible();
  return dialog;
}

for (const viewport of [
  { width: 1440, height: 900 },
  { width: 390, height: 844 },
]) {
  test(`About Chairside at ${viewport.width} px lists every remote with its version, accessible, no sideways scrolling`, async ({
    page,
  }) => {
    await page.setViewportSize(viewport);
    await signUp(page.request);
    await page.goto('/dashboard');
    await expect(page.getByRole('region', { name: "Today's Overview" })).toBeVisible({ timeout: 20_000 });
    const dialog = await openAbout(page, viewport.width);
    for (const name of Object.keys(REMOTES)) {
      // Its name, then its version (or that it runs unversioned files, without a release table).
      await expect(dialog.locator(`[data-remote="${name}"]`)).toContainText(
        new RegExp(`${name} · (\\d+\\.\\d+\\.\\d+-[\\w.-]+|unversioned build)`),
      );
    }
    expect(await seriousViolations(page)).toEqual([]);
    expect(await page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(dialog).toBeHidden();
  });
}

test('a gateway whose release table puts 100 % of mfe_community on canary: the page runs it, About says so', async ({
  page,
}) => {
  test.setTimeout(60_000);
  // A release store with every remote's current build as its stable version, and the community
  // remote's build once more as a canary version.
  const store = mkdtempSync(join(tmpdir(), 'chairside-e2e-releases-'));
  const STABLE = '0.1.0-e2estable';
  const CANARY = '0.2.0-e2ecanary';
  for (const folder of Object.values(REMOTES))
    cpSync(join(root, folder, 'dist'), join(store, folder, STABLE), { recursive: true });
  cpSync(join(root, 'mfe-community', 'dist'), join(store, 'mfe-community', CANARY), { recursive: true });
  const table = Object.fromEntries(Object.keys(REMOTES).map((name) => [name, { stable: STABLE }]));
  table.mfe_community = { stable: STABLE, canary: { version: CANARY, percent: 100 } } as never;
  const port = await freePort();
  const gateway = await startGateway(port, { RELEASES_ROOT: store, REMOTE_RELEASES: JSON.stringify(table) });
  try {
    const base = `http://127.0.0.1:${port}`;
    await page.request.post(`${base}/api/auth/signup`, {
      data: { email: `about-${Date.now()}@chairside.test`, name: 'Cora Canary', pin: '4820913' },
    });
    const fromCanary = page.waitForRequest((r) => r.url().startsWith(`${base}/remotes/mfe-community/${CANARY}/`));
    await page.goto(`${base}/community`);
    await fromCanary;
    await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible({ timeout: 20_000 });
    const dialog = await openAbout(page, page.viewportSize()?.width ?? 1280);
    await expect(dialog.locator('[data-remote="mfe_community"]')).toContainText(`mfe_community · ${CANARY}`);
    await expect(dialog.locator('[data-remote="mfe_community"]')).toContainText('canary');
    for (const name of ['mfe_nutrition', 'mfe_exercise', 'mfe_profile']) {
      await expect(dialog.locator(`[data-remote="${name}"]`)).toContainText(`${name} · ${STABLE}`);
      await expect(dialog.locator(`[data-remote="${name}"]`)).not.toContainText('canary');
    }
  } finally {
    gateway.kill();
    rmSync(store, { recursive: true, force: true });
  }
});
