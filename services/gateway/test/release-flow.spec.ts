import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { GATEWAY, startServer, type Running } from './spawn-server';

// The per-team release flow of the README ("Releasing one remote"), on the real gateway: two builds of
// mfe_community published to a release store with tools/release/publish.mjs, then the release table
// file edited step by step — 10 % canary, promotion, rollback — each step checked through /remotes.json
// for many members and by fetching the manifest each answer points to.

const PUBLISH = join(__dirname, '..', '..', '..', 'tools', 'release', 'publish.mjs');
const N = '0.1.0-1111aaaa';
const NEXT = '0.2.0-2222bbbb';

/** The canary rule from its definition (docs/decisions-platform.md), written out here. */
const inCanary = (cohort: string, percent: number) =>
  Number.parseInt(createHash('sha256').update(`${cohort}:mfe_community`).digest('hex').slice(0, 8), 16) % 100 < percent;

const COHORTS = Array.from({ length: 400 }, (_, i) =>
  createHash('sha256').update(`flow-${i}`).digest('hex').slice(0, 16),
);

interface Entry {
  entry: string;
  version: string | null;
  canary: boolean;
}

describe('releasing one remote: publish, 10 % canary, promote, roll back', () => {
  let dir: string;
  let store: string;
  let table: string;
  let gateway: Running;

  /** A build of mfe_community as its webpack build lays it out (a manifest naming its version, a chunk, release.json). */
  function publish(version: string): string {
    const work = join(dir, `build-${version}`);
    const dist = join(work, 'mfe-community', 'dist');
    mkdirSync(dist, { recursive: true });
    writeFileSync(join(dist, 'mf-manifest.json'), JSON.stringify({ id: 'mfe_community', build: version }));
    writeFileSync(join(dist, `routes.${version.slice(-8)}00000000.js`), `export default '${version}';`);
    writeFileSync(join(dist, 'release.json'), JSON.stringify({ remote: 'mfe_community', version }));
    const r = spawnSync(process.execPath, [PUBLISH, 'mfe-community'], {
      cwd: work,
      env: { ...process.env, RELEASES_ROOT: store },
      encoding: 'utf8',
    });
    if (r.status !== 0) throw new Error(`publish failed: ${r.stderr}`);
    return r.stdout.trim();
  }

  const writeTable = (releases: unknown) => writeFileSync(table, JSON.stringify({ mfe_community: releases }));

  async function answer(cohort: string | undefined): Promise<Entry> {
    const res = await fetch(
      `${gateway.url}/remotes.json`,
      cohort ? { headers: { cookie: `chairside.cohort=${cohort}` } } : {},
    );
    return ((await res.json()) as Record<string, Entry>).mfe_community!;
  }

  /** The manifest the browser would load next: the build it names. */
  async function buildAt(entry: string): Promise<string> {
    const res = await fetch(`${gateway.url}${entry}`);
    expect(res.status).toBe(200);
    return ((await res.json()) as { build: string }).build;
  }

  /** Waits until the gateway has re-read the table (a member's answer is `version`); no duration asserted. */
  async function followed(cohort: string | undefined, version: string): Promise<void> {
    for (let i = 0; i < 200 && (await answer(cohort)).version !== version; i++)
      await new Promise((r) => setTimeout(r, 100));
    expect((await answer(cohort)).version).toBe(version);
  }

  /** Every member and a visitor get what `expected` says, and the manifest served at each answer is that build. */
  async function everyoneGets(expected: (cohort: string | undefined) => { version: string; canary: boolean }) {
    const counts: Record<string, number> = {};
    for (const cohort of [undefined, ...COHORTS]) {
      const got = await answer(cohort);
      const want = expected(cohort);
      expect({ cohort, ...got }).toEqual({
        cohort,
        entry: `/remotes/mfe-community/${want.version}/mf-manifest.json`,
        ...want,
      });
      counts[got.version!] = (counts[got.version!] ?? 0) + 1;
    }
    // One fetch per distinct answer is enough: the entry is the same for everyone on that version.
    for (const version of Object.keys(counts))
      expect(await buildAt(`/remotes/mfe-community/${version}/mf-manifest.json`)).toBe(version);
    return counts;
  }

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'chairside-release-flow-'));
    store = join(dir, 'store');
    table = join(dir, 'releases.json');
    expect(publish(N)).toBe(N);
    writeTable({ stable: N });
    gateway = await startServer(GATEWAY, { STATIC_ROOT: dir, RELEASES_ROOT: store, RELEASES_FILE: table });
  });

  afterAll(async () => {
    await gateway?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('version N is stable: everyone runs it', async () => {
    await everyoneGets(() => ({ version: N, canary: false }));
  });

  it('N+1 published and put on 10 % canary: the members the rule picks run it, everyone else and visitors N', async () => {
    expect(publish(NEXT)).toBe(NEXT);
    writeTable({ stable: N, canary: { version: NEXT, percent: 10 } });
    await followed(
      COHORTS.find((c) => inCanary(c, 10)),
      NEXT,
    );
    const counts = await everyoneGets((cohort) =>
      cohort !== undefined && inCanary(cohort, 10) ? { version: NEXT, canary: true } : { version: N, canary: false },
    );
    expect(counts[NEXT]).toBe(COHORTS.filter((c) => inCanary(c, 10)).length);
  }, 60000);

  it('promoted: N+1 is stable for everyone', async () => {
    writeTable({ stable: NEXT });
    await followed(undefined, NEXT);
    await everyoneGets(() => ({ version: NEXT, canary: false }));
  }, 60000);

  it("rolled back: N again for everyone, and N+1's files still served to tabs that loaded it", async () => {
    writeTable({ stable: N });
    await followed(undefined, N);
    await everyoneGets(() => ({ version: N, canary: false }));
    const chunk = await fetch(`${gateway.url}/remotes/mfe-community/${NEXT}/routes.2222bbbb00000000.js`);
    expect(chunk.status).toBe(200);
    expect(await chunk.text()).toBe(`export default '${NEXT}';`);
  }, 60000);
});
