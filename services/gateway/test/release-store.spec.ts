import { spawnSync } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { isReleaseVersion } from '../src/lib/release-version';
import { makeFixtureRoot } from './fixture-dist';
import { GATEWAY, STATIC_SERVER, startServer, type Running } from './spawn-server';

const repo = join(__dirname, '..', '..', '..');
const SAMPLES: [string, boolean][] = [
  ['0.1.0-3f9c2ab1', true],
  ['0.1.0-local', true],
  ['1.2.0-rc.1-ci-42', true],
  ['10.20.30-a', true],
  ['0.1.0', false], // no build id
  ['0.1.0-', false],
  ['0.1.0-a..b', false],
  ['0.1.0-a.', false],
  ['0.1.0-.a', false],
  ['..', false],
  ['.', false],
  ['01.1.0-a', false],
  ['0.1.0-a/b', false],
  ['0.1.0-a%2fb', false],
  ['0.1.0-a b', false],
  ['0.1.0-a\\b', false],
  [`0.1.0-${'a'.repeat(58)}`, true], // 64 characters
  [`0.1.0-${'a'.repeat(59)}`, false],
  ['versions.json', false],
];

/** Writes `files` (path -> body) under `dir`. */
function write(dir: string, files: Record<string, string>) {
  for (const [path, body] of Object.entries(files)) {
    mkdirSync(dirname(join(dir, path)), { recursive: true });
    writeFileSync(join(dir, path), body);
  }
}

/** A build of mfe-nutrition as tools/webpack/federation.cjs writes it. */
const build = (version: string, tag: string) => ({
  'release.json': JSON.stringify({ remote: 'mfe_nutrition', version }),
  'mf-manifest.json': `{"id":"mfe_nutrition","tag":"${tag}"}`,
  'remoteEntry.js': `var mfe_nutrition_${tag};`,
  [`quiz.${tag.padEnd(16, '0')}.js`]: `export const quiz = '${tag}';`,
});

/** `node tools/release/publish.mjs mfe-nutrition` from `cwd`: its output and status. */
function publish(cwd: string, store: string) {
  const run = spawnSync(process.execPath, [join(repo, 'tools/release/publish.mjs'), 'mfe-nutrition'], {
    cwd,
    env: { ...process.env, RELEASES_ROOT: store },
    encoding: 'utf8',
  });
  return { status: run.status, out: run.stdout.trim(), err: run.stderr };
}

/** Paths that must never be answered from a file, however they are spelled. */
const HOSTILE = [
  '/0.1.0-a..b/remoteEntry.js',
  '/0.1.0/remoteEntry.js',
  '/0.1.0-aaaa/..%2f..%2f..%2fshell%2fdist%2findex.html',
  '/0.1.0-aaaa/%2e%2e/%2e%2e/%2e%2e/shell/dist/index.html',
  '/0.1.0-aaaa/..%5c..%5cversions.json',
  '/0.1.0-aaaa%2f..%2f..%2fversions.json/x',
  '/versions.json/x',
  '/.incoming-0.1.0-aaaa/remoteEntry.js',
  '/0.1.0-aaaa//remoteEntry.js',
];

/** The build's side of the pattern (tools/webpack/release-version.cjs, plain Node for webpack and tools/release). */
function buildSideVerdicts(versions: string[]): boolean[] {
  const run = spawnSync(
    process.execPath,
    [
      '-e',
      `const { isReleaseVersion } = require('./tools/webpack/release-version.cjs');
       console.log(JSON.stringify(JSON.parse(process.argv[1]).map(isReleaseVersion)));`,
      JSON.stringify(versions),
    ],
    { cwd: repo, encoding: 'utf8' },
  );
  return JSON.parse(run.stdout) as boolean[];
}

describe('the release version pattern', () => {
  it('is the same on the build side and in the gateway', () => {
    const versions = SAMPLES.map(([v]) => v);
    const expected = SAMPLES.map(([, valid]) => valid);
    expect(versions.map((v) => isReleaseVersion(v))).toEqual(expected);
    expect(buildSideVerdicts(versions)).toEqual(expected);
  });
});

describe('release store: publish, then the gateway and the static server serve /<version>/', () => {
  let root: string;
  let store: string;
  let workspace: string;

  beforeAll(() => {
    root = makeFixtureRoot();
    store = join(root, 'store');
    workspace = join(root, 'workspace');
  });
  afterAll(() => rmSync(root, { recursive: true, force: true }));

  it('publish.mjs copies each build to <store>/<folder>/<version>/, prints the version, keeps the newest 5', () => {
    const versions = ['0.1.0-aaaa', '0.1.0-bbbb', '0.1.0-cccc', '0.1.0-dddd', '0.1.0-eeee', '0.1.0-ffff'];
    for (const version of versions) {
      rmSync(join(workspace, 'mfe-nutrition', 'dist'), { recursive: true, force: true });
      write(join(workspace, 'mfe-nutrition', 'dist'), build(version, version.slice(-4)));
      expect(publish(workspace, store)).toMatchObject({ status: 0, out: version });
    }
    const dir = join(store, 'mfe-nutrition');
    expect(JSON.parse(readFileSync(join(dir, 'versions.json'), 'utf8'))).toEqual(versions.slice(1).reverse());
    expect(existsSync(join(dir, '0.1.0-aaaa'))).toBe(false);
    expect(readFileSync(join(dir, '0.1.0-bbbb', 'remoteEntry.js'), 'utf8')).toBe('var mfe_nutrition_bbbb;');
    // Published again, a version is the newest; the oldest (bbbb) stays, being among the newest 5.
    write(join(workspace, 'mfe-nutrition', 'dist'), build('0.1.0-cccc', 'cccc'));
    expect(publish(workspace, store).out).toBe('0.1.0-cccc');
    expect(JSON.parse(readFileSync(join(dir, 'versions.json'), 'utf8'))).toEqual([
      '0.1.0-cccc',
      '0.1.0-ffff',
      '0.1.0-eeee',
      '0.1.0-dddd',
      '0.1.0-bbbb',
    ]);
  });

  it('publish.mjs refuses a build without a valid release.json, and a bad folder name', () => {
    write(join(workspace, 'mfe-nutrition', 'dist'), { 'release.json': '{"remote":"mfe_nutrition","version":"../x"}' });
    const refused = publish(workspace, store);
    expect(refused.status).toBe(1);
    expect(refused.err).toContain('release.json');
    const usage = spawnSync(process.execPath, [join(repo, 'tools/release/publish.mjs'), '../shell'], {
      encoding: 'utf8',
    });
    expect(usage.status).toBe(2);
  });

  describe('served', () => {
    let gateway: Running;
    let remote: Running;
    let proxying: Running;
    beforeAll(async () => {
      // The fixture's mfe-nutrition/dist is the current build; the store holds the releases.
      gateway = await startServer(GATEWAY, { STATIC_ROOT: root, RELEASES_ROOT: store });
      remote = await startServer(STATIC_SERVER, {
        ROOT: join(root, 'mfe-nutrition', 'dist'),
        RELEASES_DIR: join(store, 'mfe-nutrition'),
      });
      proxying = await startServer(GATEWAY, {
        STATIC_ROOT: join(root, 'nothing-here'),
        MFE_NUTRITION_UPSTREAM: remote.url,
      });
    });
    afterAll(async () => {
      await gateway?.stop();
      await remote?.stop();
      await proxying?.stop();
    });

    it('the gateway serves /remotes/<folder>/<version>/<file> from the store, from its files or its upstream', async () => {
      for (const [base, prefix] of [
        [gateway.url, '/remotes/mfe-nutrition'],
        [proxying.url, '/remotes/mfe-nutrition'],
        [remote.url, ''],
      ] as const) {
        const entry = await fetch(`${base}${prefix}/0.1.0-bbbb/remoteEntry.js`);
        expect([base, entry.status, await entry.text()]).toEqual([base, 200, 'var mfe_nutrition_bbbb;']);
        // The version is a label, not the content's hash (`local` repeats): entry files are revalidated.
        expect(entry.headers.get('cache-control')).toBe('no-cache');
        const chunk = await fetch(`${base}${prefix}/0.1.0-eeee/quiz.eeee000000000000.js`);
        expect(await chunk.text()).toBe("export const quiz = 'eeee';");
        expect(chunk.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
        // Unversioned: the current build, as before.
        expect(await (await fetch(`${base}${prefix}/remoteEntry.js`)).text()).toBe('var mfe_nutrition;');
        // A version the store does not hold, or a file a version does not have.
        expect((await fetch(`${base}${prefix}/0.1.0-aaaa/remoteEntry.js`)).status).toBe(404);
        expect((await fetch(`${base}${prefix}/0.1.0-eeee/quiz.ffff000000000000.js`)).status).toBe(404);
      }
    });

    it('never answers a malformed version or a path that leaves its version with a file', async () => {
      for (const base of [
        `${gateway.url}/remotes/mfe-nutrition`,
        `${proxying.url}/remotes/mfe-nutrition`,
        remote.url,
      ]) {
        for (const path of HOSTILE) {
          const res = await fetch(`${base}${path}`);
          const body = await res.text();
          expect([path, res.status >= 400 && res.status < 500]).toEqual([path, true]);
          expect(body).not.toContain('Chairside');
          expect(body).not.toContain('0.1.0-');
        }
      }
      expect(gateway.child.exitCode).toBeNull();
      expect(remote.child.exitCode).toBeNull();
    });
  });
});

/** tools/release/release-table.mjs's writeStableReleases, as `npm start` calls it (in a child: another project). */
function writeStableReleases(file: string, releases: { remote: string; version: string; stored: string[] }[]) {
  const run = spawnSync(
    process.execPath,
    [
      '--input-type=module',
      '-e',
      `import { writeStableReleases } from './tools/release/release-table.mjs';
       writeStableReleases(process.argv[1], JSON.parse(process.argv[2]));`,
      file,
      JSON.stringify(releases),
    ],
    { cwd: repo, encoding: 'utf8' },
  );
  if (run.status !== 0) throw new Error(run.stderr);
  return JSON.parse(readFileSync(file, 'utf8')) as unknown;
}

describe("npm start's release table", () => {
  let dir: string;
  beforeAll(() => (dir = makeFixtureRoot()));
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  it('names the builds just published as stable and keeps a canary set by hand while its version is stored', () => {
    const file = join(dir, 'store', 'releases.json');
    expect(
      writeStableReleases(file, [
        { remote: 'mfe_nutrition', version: '0.1.0-aaaa', stored: ['0.1.0-aaaa'] },
        { remote: 'mfe_profile', version: '0.1.0-aaaa', stored: ['0.1.0-aaaa'] },
      ]),
    ).toEqual({ mfe_nutrition: { stable: '0.1.0-aaaa' }, mfe_profile: { stable: '0.1.0-aaaa' } });
    // A person puts bbbb on canary for nutrition and profile; profile's bbbb then leaves the store.
    const canary = { version: '0.1.0-bbbb', percent: 10 };
    writeFileSync(
      file,
      JSON.stringify({
        mfe_nutrition: { stable: '0.1.0-aaaa', canary },
        mfe_profile: { stable: '0.1.0-aaaa', canary },
      }),
    );
    expect(
      writeStableReleases(file, [
        { remote: 'mfe_nutrition', version: '0.1.0-cccc', stored: ['0.1.0-cccc', '0.1.0-bbbb', '0.1.0-aaaa'] },
        { remote: 'mfe_profile', version: '0.1.0-cccc', stored: ['0.1.0-cccc', '0.1.0-aaaa'] },
      ]),
    ).toEqual({ mfe_nutrition: { stable: '0.1.0-cccc', canary }, mfe_profile: { stable: '0.1.0-cccc' } });
  });
});
