import { expect, test, type Request } from '@playwright/test';
import { cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { freePort, root, serveDist, startGateway } from '../support/stack-variant';

// A remote whose manifest declares another contracts major is refused before any of its code runs:
// its area shows the fallback card with Retry (never a blank page or a crash) and the shell reports
// the remote and its version to the API once. The variant is the built mfe-community dist copied to
// a temporary folder with only its mf-manifest.json edited (as a remote built for the next contract
// would declare), served as its image serves it and pointed at by a second gateway's MFE_COMMUNITY_URL.

interface Manifest {
  metaData: { chairside?: { contractsMajor?: number; version?: string } };
}

test('a remote built for another contracts major shows its fallback card and is reported once', async ({ page }) => {
  test.setTimeout(90_000);
  const dist = mkdtempSync(join(tmpdir(), 'chairside-refused-'));
  cpSync(join(root, 'mfe-community', 'dist'), dist, { recursive: true });
  const manifestFile = join(dist, 'mf-manifest.json');
  const manifest = JSON.parse(readFileSync(manifestFile, 'utf8')) as Manifest;
  const shellMajor = manifest.metaData.chairside?.contractsMajor ?? 1;
  const version = '0.1.0-nextcontract';
  manifest.metaData.chairside = { ...manifest.metaData.chairside, contractsMajor: shellMajor + 1, version };
  writeFileSync(manifestFile, JSON.stringify(manifest));

  const { url, server } = await serveDist(dist);
  const port = await freePort();
  const gateway = await startGateway(port, { MFE_COMMUNITY_URL: `${url}/mf-manifest.json` });
  try {
    const base = `http://127.0.0.1:${port}`;
    await page.request.post(`${base}/api/auth/signup`, {
      data: { email: `refused-${Date.now()}@chairside.test`, name: 'Rita Refused', pin: '4820913' },
    });
    const fromVariant: string[] = [];
    page.on('request', (r) => r.url().startsWith(`${url}/`) && fromVariant.push(new URL(r.url()).pathname));
    const reports: Request[] = [];
    page.on('request', (r) => r.url() === `${base}/api/client-errors` && reports.push(r));
    const pageErrors: Error[] = [];
    page.on('pageerror', (e) => pageErrors.push(e));

    const reported = page.waitForResponse((r) => r.url() === `${base}/api/client-errors`);
    await page.goto(`${base}/community`);

    const card = page.getByRole('alert').filter({ hasText: 'Community is unavailable right now' });
    await expect(card).toBeVisible({ timeout: 20_000 });
    await expect(card.getByRole('button', { name: 'Retry' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toHaveCount(0);

    const response = await reported;
    expect(response.status()).toBe(204);
    expect(response.request().method()).toBe('POST');
    expect(response.request().postDataJSON()).toEqual({
      kind: 'remote-refused',
      remote: 'mfe_community',
      version,
      reason: `built for contracts major ${shellMajor + 1}, this shell speaks ${shellMajor}`,
    });
    // Refused on its manifest: none of the remote's code was fetched.
    expect(fromVariant).toEqual(['/mf-manifest.json']);

    // Retry refuses it again, without a second report in this page load.
    await card.getByRole('button', { name: 'Retry' }).click();
    await expect(card).toBeVisible();
    // The rest of the app keeps working in the same document.
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Fitness & Nutrition Dashboard' })).toBeVisible();
    expect(reports).toHaveLength(1);
    expect(pageErrors).toEqual([]);
  } finally {
    gateway.kill();
    server.kill();
    rmSync(dist, { recursive: true, force: true });
  }
});
