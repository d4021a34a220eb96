import { COHORT_COOKIE } from '@chairside/contracts/dist/remote-module.js';
import type { RemoteReleaseEntry } from '@chairside/contracts/dist/remote-module.js';
import { chooseRelease, isCohort, type ReleaseTable } from './release-table';
import { REMOTES } from './remotes-manifest';

/** The value of one cookie in a Cookie header, or undefined. */
function cookieValue(header: string | undefined, name: string): string | undefined {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
  }
  return undefined;
}

/**
 * /remotes.json for one request: each remote's entry, the version chosen for this member (their
 * cohort cookie) or visitor, and whether it is the canary; and the same choice as the value of the
 * X-Chairside-Releases header (`mfe_community=0.2.0-bbb;canary, mfe_profile=unversioned`).
 * `unversioned` holds today's entries (the remote's own files or its MFE_*_URL override): an
 * override always wins; a remote absent from the table keeps its unversioned entry.
 */
export function remotesAnswer(
  unversioned: Record<string, string>,
  overridden: ReadonlySet<string>,
  table: ReleaseTable | undefined,
  cookieHeader: string | undefined,
): { body: Record<string, RemoteReleaseEntry>; header: string } {
  const cohortValue = cookieValue(cookieHeader, COHORT_COOKIE);
  const cohort = isCohort(cohortValue) ? cohortValue : undefined;
  const body: Record<string, RemoteReleaseEntry> = {};
  const named: string[] = [];
  for (const [name, remote] of Object.entries(REMOTES)) {
    const releases = overridden.has(name) ? undefined : table?.[name];
    if (!releases) {
      body[name] = { entry: unversioned[name]!, version: null, canary: false };
      named.push(`${name}=unversioned`);
      continue;
    }
    const { version, canary } = chooseRelease(releases, name, cohort);
    body[name] = { entry: `/remotes/${remote.folder}/${version}/mf-manifest.json`, version, canary };
    named.push(`${name}=${version}${canary ? ';canary' : ''}`);
  }
  return { body, header: named.join(', ') };
}
