import { expect, test, type Request } from '@playwright/test';
import { spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { basename, join } from 'node:path';
import { freePort, root, startGateway } from '../support/stack-variant';

// A rollout must not break open tabs. Version N of mfe-nutrition is the build under test; N+1 is the
// same sources built again with another build id and hash salt, so every chunk has another name
// (what N's tab asks for is not among N+1's files). Both are published to a temp release store that
// a second gateway serves, its release table (RELEASES_FILE) naming N, then N+1.

const FOLDER = 'mfe-nutrition';
const QUIZ_TITLE = 'Fitness Nutrition Personality Quiz';

/** `node tools/release/publish.mjs mfe-nutrition` from `cwd` into `store`: the version it published. */
function publish(cwd: string, store: string): string {
  const run = spawnSync(process.execPath, [join(root, 'tools/release/publish.mjs'), FOLDER], {
    cwd,
    env: { ...process.env, RELEASES_ROOT: store },
    encoding: 'utf8',
  });
  if (run.status !== 0) throw new Error(`publish failed: ${run.stderr}`);
  return run.stdout.trim();
}

/** The remote built again into `<dir>/mfe-nutrition/dist` as release `buildId`, every chunk hash salted. */
function buildNext(dir: string, buildId: string): void {
  const build = spawnSync(
    process.execPath,
    [
      join(root, 'node_modules/webpack-cli/bin/cli.js'),
      '--mode',
      'production',
      '-c',
      `${FOLDER}/webpack.config.cjs`,
      '--output-path',
      join(dir, FOLDER, 'dist'),
      '--output-hash-salt',
      buildId,
    ],
    {
      cwd: root,
      env: { ...process.env, RELEASE_BUILD_ID: buildId, CHAIRSIDE_BUILD_ID: buildId },
      encoding: 'utf8',
    },
  );
  if (build.status !== 0) throw new Error(`building ${FOLDER} failed:\n${build.stdout}\n${build.stderr}`);
}

/** Replaces the release table in one step, as a ConfigMap update or an edit saved by rename does. */
function writeTable(file: string, stable: string): void {
  writeFileSync(`${file}.tmp`, JSON.stringify({ mfe_nutrition: { stable } }));
  renameSync(`${file}.tmp`, file);
}

test('a tab opened on release N keeps loading N’s chunks after N+1 goes out, and runs N+1 after a reload', async ({
  page,
}) => {
  test.setTimeout(180_000);
  const dir = mkdtempSync(join(tmpdir(), 'chairside-rollout-'));
  const store = join(dir, 'releases');
  const table = join(dir, 'releases.json');
  const nextBuildId = `next-${Date.now().toString(36)}`;
  let gateway: Awaited<ReturnType<typeof startGateway>> | undefined;
  try {
    const n = publish(root, store);
    buildNext(join(dir, 'next'), nextBuildId);
    const next = publish(join(dir, 'next'), store);
    expect(next).toBe(`${JSON.parse(readFileSync(join(root, FOLDER, 'package.json'), 'utf8')).version}-${nextBuildId}`);
    expect(next).not.toBe(n);
    writeTable(table, n);

    const port = await freePort();
    gateway = await startGateway(port, { RELEASES_FILE: table, RELEASES_ROOT: store });
    const base = `http://127.0.0.1:${port}`;
    const remoteFiles = `${base}/remotes/${FOLDER}/`;
    const signup = await page.request.post(`${base}/api/auth/signup`, {
      data: { email: `rollout-${Date.now()}@chairside.test`, name: 'Rory Rollout', pin: '4820913' },
    });
    expect(signup.status()).toBe(201);

    const requests: Request[] = [];
    const failed: string[] = [];
    page.on('request', (r) => r.url().startsWith(remoteFiles) && requests.push(r));
    page.on('requestfailed', (r) => failed.push(r.url()));
    page.on('response', (r) => r.url().startsWith(remoteFiles) && r.status() >= 400 && failed.push(r.url()));
    const errors: string[] = [];
    page.on('pageerror', (e) => errors.push(e.message));
    page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));

    // Version N: the dashboard, a screen of mfe-nutrition.
    await page.goto(`${base}/dashboard`);
    await expect(page.getByRole('heading', { level: 1, name: 'Your Fitness & Nutrition Dashboard' })).toBeVisible({
      timeout: 20_000,
    });
    expect(requests.map((r) => r.url())).toContain(`${remoteFiles}${n}/mf-manifest.json`);

    // N+1 goes out: the table names it stable, and the gateway says so to new page loads.
    writeTable(table, next);
    await expect
      .poll(
        async () =>
          ((await (await fetch(`${base}/remotes.json`)).json()) as Record<string, { version?: string }>).mfe_nutrition
            ?.version,
        { timeout: 10_000 },
      )
      .toBe(next);

    // The open tab moves to the quiz, whose chunk loads only now: from N, without an error.
    requests.length = 0;
    await page.getByRole('banner').getByRole('link', { name: 'Quiz' }).first().click();
    await expect(page.getByRole('heading', { level: 1, name: QUIZ_TITLE })).toBeVisible();
    await expect(page.getByRole('alert').filter({ hasText: 'unavailable' })).toHaveCount(0);
    const lazy = requests.map((r) => r.url()).filter((u) => u.endsWith('.js'));
    expect(lazy.length).toBeGreaterThan(0);
    for (const url of lazy) {
      expect(url.startsWith(`${remoteFiles}${n}/`)).toBe(true);
      // A file only N has: had N+1 replaced N's files, this request would have failed.
      expect(existsSync(join(store, FOLDER, next, basename(url)))).toBe(false);
    }
    expect(failed).toEqual([]);
    expect(errors.filter((e) => /ChunkLoadError|Loading chunk/i.test(e))).toEqual([]);

    // After a reload the member runs N+1.
    requests.length = 0;
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: QUIZ_TITLE })).toBeVisible({ timeout: 20_000 });
    expect(requests.map((r) => r.url())).toContain(`${remoteFiles}${next}/mf-manifest.json`);
    expect(requests.some((r) => r.url().startsWith(`${remoteFiles}${n}/`))).toBe(false);
    await expect(page.locator('[data-remote="mfe_nutrition"]')).toHaveAttribute('data-build-id', nextBuildId);
    expect(failed).toEqual([]);
  } finally {
    gateway?.kill();
    rmSync(dir, { recursive: true, force: true });
  }
});
