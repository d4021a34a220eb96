import { createHash } from 'node:crypto';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { parseReleaseTable } from '../src/lib/release-table';
import { GATEWAY, runToExit, startServer, type Running } from './spawn-server';

interface Entry {
  entry: string;
  version: string | null;
  canary: boolean;
}
type Answer = Record<string, Entry>;

/** The canary rule written out again here, from its definition (docs/decisions-platform.md), not imported. */
const expectCanary = (cohort: string, remote: string, percent: number) =>
  Number.parseInt(createHash('sha256').update(`${cohort}:${remote}`).digest('hex').slice(0, 8), 16) % 100 < percent;

/** 1,000 cohort values shaped like the API's (16 hex characters). */
const COHORTS = Array.from({ length: 1000 }, (_, i) =>
  createHash('sha256').update(`member-${i}`).digest('hex').slice(0, 16),
);

const V1 = '0.1.0-aaaaaaa1';
const V2 = '0.2.0-bbbbbbb2';

async function answerFor(url: string, cohort?: string): Promise<{ body: Answer; header: string }> {
  const res = await fetch(`${url}/remotes.json`, cohort ? { headers: { cookie: `chairside.cohort=${cohort}` } } : {});
  expect(res.headers.get('cache-control')).toBe('no-store');
  return { body: (await res.json()) as Answer, header: res.headers.get('x-chairside-releases') ?? '' };
}

/** Asks again until the gateway answers as `done` says (a re-read file): no duration is asserted. */
async function until(url: string, done: (answer: Answer) => boolean, cohort = COHORTS[0]): Promise<void> {
  for (let i = 0; i < 200; i++) {
    if (done((await answerFor(url, cohort)).body)) return;
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('the gateway never followed the changed release table');
}

describe('release table (unit)', () => {
  it('accepts a table with stable only and with a canary', () => {
    expect(
      parseReleaseTable(
        JSON.stringify({
          mfe_community: { stable: V1, canary: { version: V2, percent: 10 } },
          mfe_profile: { stable: V1 },
        }),
      ),
    ).toEqual({ mfe_community: { stable: V1, canary: { version: V2, percent: 10 } }, mfe_profile: { stable: V1 } });
  });

  it.each([
    ['{"mfe_community":{"stable":"../etc"}}', 'mfe_community.stable: expected a release version'],
    ['{"mfe_community":{"stable":"0.1.0"}}', 'mfe_community.stable'],
    ['{"mfe_community":{"stable":"0.1.0-a/b"}}', 'mfe_community.stable'],
    ['{"mfe_community":{"stable":"0.1.0-a..b"}}', 'mfe_community.stable'],
    [`{"mfe_community":{"stable":"${V1}","canary":{"version":"${V2}","percent":150}}}`, 'mfe_community.canary.percent'],
    [
      `{"mfe_community":{"stable":"${V1}","canary":{"version":"${V2}","percent":"10"}}}`,
      'mfe_community.canary.percent',
    ],
    [`{"mfe_community":{"stable":"${V1}","canary":{"version":"latest","percent":5}}}`, 'mfe_community.canary.version'],
    [`{"mfe_community":{"stable":"${V1}","canary":{"version":"${V2}"}}}`, 'mfe_community.canary.percent'],
    [`{"mfe_community":{"stable":"${V1}","canry":{}}}`, 'mfe_community.canry: unknown field'],
    [`{"mfe_forum":{"stable":"${V1}"}}`, 'mfe_forum: not a remote'],
    ['{"mfe_community":"0.1.0-aaaaaaa1"}', 'mfe_community: expected'],
    ['[]', 'expected an object of remotes'],
    ['{"mfe_community":', 'not JSON'],
  ])('refuses %s, naming %s', (text, named) => {
    expect(() => parseReleaseTable(text)).toThrow(named);
  });
});

describe('release registry (the gateway process, RELEASES_FILE)', () => {
  let dir: string;
  let file: string;
  let gateway: Running;
  const write = (table: unknown) => writeFileSync(file, typeof table === 'string' ? table : JSON.stringify(table));

  beforeAll(async () => {
    dir = mkdtempSync(join(tmpdir(), 'chairside-releases-'));
    file = join(dir, 'releases.json');
    write({ mfe_community: { stable: V1 } });
    gateway = await startServer(GATEWAY, { STATIC_ROOT: dir, RELEASES_FILE: file });
  });

  afterAll(async () => {
    await gateway?.stop();
    rmSync(dir, { recursive: true, force: true });
  });

  it('stable only: every member and visitor gets the stable version; remotes absent from the table stay unversioned', async () => {
    for (const cohort of [undefined, ...COHORTS.slice(0, 50)]) {
      const { body, header } = await answerFor(gateway.url, cohort);
      expect(body.mfe_community).toEqual({
        entry: `/remotes/mfe-community/${V1}/mf-manifest.json`,
        version: V1,
        canary: false,
      });
      expect(body.mfe_nutrition).toEqual({
        entry: '/remotes/mfe-nutrition/mf-manifest.json',
        version: null,
        canary: false,
      });
      expect(header).toBe(
        `mfe_nutrition=unversioned, mfe_exercise=unversioned, mfe_community=${V1}, mfe_profile=unversioned`,
      );
    }
  });

  it('canary 10 %: the members the rule picks (about 10 %) get the canary, the same answer on every request and on a second instance; visitors get stable', async () => {
    const table = { mfe_community: { stable: V1, canary: { version: V2, percent: 10 } } };
    write(table);
    // The file is re-read: wait until a member the rule puts in the canary gets it.
    const picked = COHORTS.find((c) => expectCanary(c, 'mfe_community', 10));
    await until(gateway.url, (a) => a.mfe_community!.version === V2, picked);

    const expected = COHORTS.filter((c) => expectCanary(c, 'mfe_community', 10)).length;
    // The exact count from the rule applied above; about a tenth of 1,000.
    expect(expected).toBeGreaterThan(70);
    expect(expected).toBeLessThan(130);

    const second = await startServer(GATEWAY, { STATIC_ROOT: dir, REMOTE_RELEASES: JSON.stringify(table) });
    try {
      let inCanary = 0;
      for (const cohort of COHORTS) {
        const want = expectCanary(cohort, 'mfe_community', 10);
        const first = await answerFor(gateway.url, cohort);
        const again = await answerFor(gateway.url, cohort);
        const other = await answerFor(second.url, cohort);
        expect(first.body.mfe_community).toEqual({
          entry: `/remotes/mfe-community/${want ? V2 : V1}/mf-manifest.json`,
          version: want ? V2 : V1,
          canary: want,
        });
        expect(again.body).toEqual(first.body);
        expect(other.body).toEqual(first.body);
        expect(first.header).toContain(want ? `mfe_community=${V2};canary` : `mfe_community=${V1}`);
        if (first.body.mfe_community!.canary) inCanary++;
      }
      expect(inCanary).toBe(expected);
    } finally {
      await second.stop();
    }
    for (let i = 0; i < 20; i++) expect((await answerFor(gateway.url)).body.mfe_community!.version).toBe(V1);
    // A cookie that is not a cohort the API would set counts as none.
    expect((await answerFor(gateway.url, 'me-in-the-canary')).body.mfe_community!.version).toBe(V1);
  }, 60000);

  it('canary 0 % rolls everyone back to stable; a changed stable promotes everyone', async () => {
    write({ mfe_community: { stable: V1, canary: { version: V2, percent: 0 } } });
    const picked = COHORTS.find((c) => expectCanary(c, 'mfe_community', 10));
    await until(gateway.url, (a) => a.mfe_community!.version === V1, picked);
    for (const cohort of COHORTS.slice(0, 300))
      expect((await answerFor(gateway.url, cohort)).body.mfe_community).toMatchObject({ version: V1, canary: false });

    write({ mfe_community: { stable: V2 } });
    await until(gateway.url, (a) => a.mfe_community!.version === V2);
    for (const cohort of [undefined, ...COHORTS.slice(0, 300)])
      expect((await answerFor(gateway.url, cohort)).body.mfe_community).toMatchObject({ version: V2, canary: false });
  });

  it('keeps the last good table when the file turns bad, logging the field; follows the next good one', async () => {
    write({ mfe_community: { stable: V2, canary: { version: '../../etc', percent: 50 } } });
    for (let i = 0; i < 200 && !gateway.output().includes('mfe_community.canary.version'); i++)
      await new Promise((r) => setTimeout(r, 100));
    expect(gateway.output()).toContain('refused, the last good one stays: mfe_community.canary.version');
    for (const cohort of COHORTS.slice(0, 100))
      expect((await answerFor(gateway.url, cohort)).body.mfe_community).toMatchObject({ version: V2, canary: false });
    write({ mfe_profile: { stable: V1 } });
    await until(gateway.url, (a) => a.mfe_profile!.version === V1 && a.mfe_community!.version === null);
  });

  it('lets an MFE_*_URL override win over the table', async () => {
    const overridden = await startServer(GATEWAY, {
      STATIC_ROOT: dir,
      REMOTE_RELEASES: JSON.stringify({ mfe_community: { stable: V1 }, mfe_profile: { stable: V1 } }),
      MFE_COMMUNITY_URL: 'https://cdn.example.com/community/mf-manifest.json',
    });
    try {
      const { body } = await answerFor(overridden.url, COHORTS[0]);
      expect(body.mfe_community).toEqual({
        entry: 'https://cdn.example.com/community/mf-manifest.json',
        version: null,
        canary: false,
      });
      expect(body.mfe_profile!.version).toBe(V1);
    } finally {
      await overridden.stop();
    }
  });

  it('refuses to start with a bad table, naming the source, the remote and the field', async () => {
    const bad = join(dir, 'bad.json');
    writeFileSync(bad, JSON.stringify({ mfe_exercise: { stable: V1, canary: { version: V2, percent: 101 } } }));
    const fromFile = await runToExit(GATEWAY, { STATIC_ROOT: dir, RELEASES_FILE: bad });
    expect(fromFile.code).toBe(1);
    expect(fromFile.stderr).toContain(`RELEASES_FILE ${bad}: mfe_exercise.canary.percent`);
    const fromEnv = await runToExit(GATEWAY, { STATIC_ROOT: dir, REMOTE_RELEASES: '{"mfe_profile":{"stable":"v2"}}' });
    expect(fromEnv.code).toBe(1);
    expect(fromEnv.stderr).toContain('REMOTE_RELEASES: mfe_profile.stable: expected a release version');
    const missing = await runToExit(GATEWAY, { STATIC_ROOT: dir, RELEASES_FILE: join(dir, 'none.json') });
    expect(missing.code).toBe(1);
    expect(missing.stderr).toContain('RELEASES_FILE');
  });
});
