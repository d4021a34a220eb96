import { expect, test, type Page } from '@playwright/test';
import { rmSync } from 'node:fs';
import {
  buildRemoteVariant,
  freePort,
  libVersion,
  serveDist,
  setLibVersion,
  startGateway,
} from '../support/stack-variant';

// A remote deployed alone is built against its own copy of the workspace libs. One built against a
// lib the shell's loaded copy does not satisfy must be refused (its fallback card), never run
// against the shell's copy. Each variant is mfe-community built from a copy of what its image
// builds from, served on its own port, and pointed at by a second gateway's MFE_COMMUNITY_URL.

const nextMajor = (version: string) => `${Number.parseInt(version.split('.')[0]!, 10) + 1}.0.0`;

async function openCommunityThroughVariant(
  page: Page,
  buildId: string,
  edit: (dir: string) => void,
  check: (base: string) => Promise<void>,
) {
  const variant = buildRemoteVariant('mfe-community', buildId, edit);
  const { url, server } = await serveDist(variant.dist);
  const port = await freePort();
  const gateway = await startGateway(port, { MFE_COMMUNITY_URL: `${url}/mf-manifest.json` });
  try {
    const base = `http://127.0.0.1:${port}`;
    await page.request.post(`${base}/api/auth/signup`, {
      data: { email: `variant-${Date.now()}@chairside.test`, name: 'Vera Variant', pin: '4820913' },
    });
    const fetchedVariant = page.waitForRequest((r) => r.url().startsWith(`${url}/`));
    await page.goto(`${base}/community`);
    await fetchedVariant;
    await check(base);
  } finally {
    gateway.kill();
    server.kill();
    rmSync(variant.dir, { recursive: true, force: true });
  }
}

test('a remote built alone against the shell’s lib versions runs from its own deploy', async ({ page }) => {
  test.setTimeout(120_000);
  const buildId = `same-libs-${Date.now()}`;
  await openCommunityThroughVariant(
    page,
    buildId,
    () => undefined,
    async () => {
      await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible({ timeout: 20_000 });
      await expect(page.locator('[data-remote="mfe_community"]')).toHaveAttribute('data-build-id', buildId);
    },
  );
});

for (const lib of ['ui', 'api-client', 'contracts']) {
  test(`a remote built against an incompatible libs/${lib} is refused with its fallback card`, async ({ page }) => {
    test.setTimeout(120_000);
    const warnings: string[] = [];
    page.on('console', (m) => m.type() === 'warning' && warnings.push(m.text()));
    const version = nextMajor(libVersion(lib));
    await openCommunityThroughVariant(
      page,
      `${lib}-${version}-${Date.now()}`,
      (dir) => setLibVersion(dir, lib, version),
      async () => {
        const card = page.getByRole('alert').filter({ hasText: 'Community is unavailable right now' });
        await expect(card).toBeVisible({ timeout: 20_000 });
        // The card speaks to the user; the reason, naming the lib and the version the
        // remote needs, goes to the console for whoever investigates.
        await expect(card).not.toContainText('@chairside');
        await expect.poll(() => warnings.join('\n')).toContain(`@chairside/${lib}`);
        expect(warnings.join('\n')).toContain(`^${version}`);
        await expect(card.getByRole('button', { name: 'Retry' })).toBeVisible();
        await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toHaveCount(0);
        // The rest of the app, on the shell's libs, keeps working in the same document.
        await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).first().click();
        await expect(page.getByRole('heading', { level: 1, name: 'Your Fitness & Nutrition Dashboard' })).toBeVisible();
      },
    );
  });
}
