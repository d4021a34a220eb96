import { expect, test } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { readFileSync, statSync } from 'node:fs';
import { createServer, type Socket } from 'node:net';
import { join } from 'node:path';
import { freePort, root, startGateway } from '../support/stack-variant';
import { signUp } from './fixtures';

test('exactly one React loads across the shell and every remote', async ({ page }) => {
  await page.addInitScript(() => {
    // Every react-dom copy registers its renderer with the devtools hook; count them.
    const renderers = new Map<number, unknown>();
    (window as unknown as Record<string, unknown>).__REACT_DEVTOOLS_GLOBAL_HOOK__ = {
      renderers,
      supportsFiber: true,
      isDisabled: false,
      inject(r: unknown) {
        renderers.set(renderers.size + 1, r);
        return renderers.size;
      },
      onScheduleFiberRoot() {},
      onCommitFiberRoot() {},
      onCommitFiberUnmount() {},
      onPostCommitFiberRoot() {},
      checkDCE() {},
    };
  });
  await signUp(page.request);
  for (const path of ['/dashboard', '/stretches', '/community', '/settings']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  // Navigate client-side through every remote in one document, then count.
  await page.goto('/dashboard');
  for (const name of ['Community', 'Settings', 'Quiz']) {
    await page.getByRole('banner').getByRole('link', { name }).first().click();
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  }
  await page.goto('/stretches');
  await expect(page.getByRole('heading', { level: 1, name: 'Workplace Wellness Stretches' })).toBeVisible();
  const count = await page.evaluate(
    () =>
      (window as unknown as { __REACT_DEVTOOLS_GLOBAL_HOOK__: { renderers: Map<number, unknown> } })
        .__REACT_DEVTOOLS_GLOBAL_HOOK__.renderers.size,
  );
  expect(count).toBe(1);
  const reactVersions = await page.evaluate(() => {
    const share =
      (
        window as unknown as {
          __FEDERATION__?: {
            __SHARE__?: Record<string, Record<string, Record<string, Record<string, { loaded?: boolean }>>>>;
          };
        }
      ).__FEDERATION__?.__SHARE__ ?? {};
    const loaded = new Set<string>();
    for (const host of Object.values(share))
      for (const scope of Object.values(host))
        for (const [v, s] of Object.entries(scope['react'] ?? {})) if (s.loaded) loaded.add(v);
    return [...loaded];
  });
  expect(reactVersions.length).toBeLessThanOrEqual(1);
});

test('a remote that is down shows a fallback with Retry in its own area; the rest keeps working', async ({ page }) => {
  const port = await freePort();
  const gateway = await startGateway(port, { MFE_EXERCISE_URL: 'http://127.0.0.1:9/mf-manifest.json' });
  try {
    const base = `http://127.0.0.1:${port}`;
    // Sign in on this gateway's origin.
    await page.request.post(`${base}/api/auth/signup`, {
      data: { email: `down-${Date.now()}@chairside.test`, name: 'Casey Down', pin: '4820913' },
    });
    await page.goto(`${base}/stretches`);
    await expect(page.getByText(/unavailable/i)).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    // It speaks to the user: no container or module names.
    await expect(page.getByRole('alert').filter({ hasText: 'unavailable' })).not.toContainText(/mfe_|remote|module/i);
    await expect(page.getByRole('banner')).toBeVisible();
    // Other routes, served by live remotes, still work in the same document.
    await page.getByRole('banner').getByRole('link', { name: 'Community' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Community' })).toBeVisible();
    await page.goto(`${base}/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Fitness & Nutrition Dashboard' })).toBeVisible();
  } finally {
    gateway.kill();
  }
});

test('a remote that never answers is given up after the load time limit, with Retry', async ({ page }) => {
  test.setTimeout(60_000);
  // A host that accepts connections and never answers: a hung deploy.
  const held: Socket[] = [];
  const hung = createServer((socket) => held.push(socket));
  const [hungPort, port] = [await freePort(), await freePort()];
  await new Promise<void>((r) => hung.listen(hungPort, '127.0.0.1', () => r()));
  const gateway = await startGateway(port, { MFE_PROFILE_URL: `http://127.0.0.1:${hungPort}/mf-manifest.json` });
  try {
    const base = `http://127.0.0.1:${port}`;
    await page.request.post(`${base}/api/auth/signup`, {
      data: { email: `slow-${Date.now()}@chairside.test`, name: 'Sam Slow', pin: '4820913' },
    });
    await page.goto(`${base}/settings`);
    await expect(page.getByRole('progressbar', { name: 'Loading Settings' })).toBeVisible();
    await expect(page.getByText('Settings is unavailable right now')).toBeVisible({ timeout: 20_000 });
    await expect(page.getByRole('button', { name: 'Retry' })).toBeVisible();
    await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: 'Your Fitness & Nutrition Dashboard' })).toBeVisible();
  } finally {
    gateway.kill();
    held.forEach((s) => s.destroy());
    hung.close();
  }
});

test('an entry logged through nutrition refreshes the list community reads, without a reload', async ({ page }) => {
  await signUp(page.request);
  await page.goto('/community');
  await page.getByRole('button', { name: 'Share Meal' }).click();
  await expect(page.getByText('No meals logged today')).toBeVisible();
  await page.keyboard.press('Escape');

  await page.getByRole('banner').getByRole('link', { name: 'Dashboard' }).first().click();
  await page.getByRole('button', { name: 'Add Manual' }).click();
  const dialog = page.getByRole('dialog', { name: 'Add Manual Entry' });
  await dialog.getByLabel('Food Name *').fill('Avocado toast');
  await dialog.getByLabel('Calories *').fill('320');
  await dialog.getByRole('button', { name: 'Save Entry' }).click();
  await expect(dialog).toBeHidden({ timeout: 5000 });

  await page.getByRole('banner').getByRole('link', { name: 'Community' }).first().click();
  await page.getByRole('button', { name: 'Share Meal' }).click();
  await expect(page.getByRole('dialog').getByText('Avocado toast')).toBeVisible();
});

test('a remote rebuilt alone is picked up by the already built shell', async ({ page }) => {
  test.setTimeout(180_000);
  const shellIndex = join(root, 'shell', 'dist', 'index.html');
  const shellBefore = statSync(shellIndex).mtimeMs;
  await signUp(page.request);
  await page.goto('/settings');
  const area = page.locator('[data-remote="mfe_profile"]');
  await expect(area).toBeVisible();
  const buildBefore = await area.getAttribute('data-build-id');

  // Rebuilt as the release the gateway serves (its release table is the stack's), then published
  // over it in the release store; a release of its own is what tests/remote-rollout.spec.ts covers.
  const served = ((await (await page.request.get('/remotes.json')).json()) as Record<string, { version?: string }>)
    .mfe_profile?.version;
  const packageVersion = (
    JSON.parse(readFileSync(join(root, 'mfe-profile', 'package.json'), 'utf8')) as { version: string }
  ).version;
  const label = `rebuilt-${Date.now()}`;
  const build = spawnSync('npx', ['nx', 'run', 'mfe-profile:build', '--skip-nx-cache'], {
    cwd: root,
    env: {
      ...process.env,
      CHAIRSIDE_BUILD_ID: label,
      ...(served ? { RELEASE_BUILD_ID: served.slice(packageVersion.length + 1) } : {}),
    },
    stdio: 'inherit',
  });
  expect(build.status).toBe(0);
  if (served) {
    const publish = spawnSync(process.execPath, ['tools/release/publish.mjs', 'mfe-profile'], {
      cwd: root,
      encoding: 'utf8',
    });
    expect(publish.stdout.trim()).toBe(served);
  }

  await page.reload();
  await expect(page.locator('[data-remote="mfe_profile"]')).toHaveAttribute('data-build-id', label);
  expect(label).not.toBe(buildBefore);
  expect(statSync(shellIndex).mtimeMs).toBe(shellBefore);
});
