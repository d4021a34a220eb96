import { createHash } from 'node:crypto';
import { isReleaseVersion } from './release-version';
import { REMOTES } from './remotes-manifest';

/** One remote's releases: the version everyone runs, and optionally a version for a share of members. */
interface RemoteReleases {
  stable: string;
  canary?: { version: string; percent: number };
}

/** The release table: remote name (mfe_community) -> its releases. A remote absent runs its unversioned files. */
export type ReleaseTable = Partial<Record<string, RemoteReleases>>;

const isObject = (value: unknown): value is Record<string, unknown> =>
  typeof value === 'object' && value !== null && !Array.isArray(value);

const shown = (value: unknown): string => (value === undefined ? 'nothing' : JSON.stringify(value));

/**
 * The table as JSON text, checked strictly: every remote a known one, every version a release version,
 * every percent an integer from 0 to 100, no unknown field. Throws one message naming every bad
 * remote and field (`mfe_community.canary.percent: expected an integer from 0 to 100, got 150`).
 */
export function parseReleaseTable(text: string): ReleaseTable {
  let raw: unknown;
  try {
    raw = JSON.parse(text);
  } catch (e) {
    throw new Error(`not JSON (${e instanceof Error ? e.message : String(e)})`);
  }
  if (!isObject(raw)) throw new Error(`expected an object of remotes, got ${shown(raw)}`);
  const errors: string[] = [];
  const table: ReleaseTable = {};
  for (const [name, releases] of Object.entries(raw)) {
    if (!Object.hasOwn(REMOTES, name)) {
      errors.push(`${name}: not a remote (expected one of ${Object.keys(REMOTES).join(', ')})`);
      continue;
    }
    const parsed = remoteReleasesOf(name, releases, errors);
    if (parsed) table[name] = parsed;
  }
  if (errors.length) throw new Error(errors.join('; '));
  return table;
}

function remoteReleasesOf(name: string, value: unknown, errors: string[]): RemoteReleases | undefined {
  if (!isObject(value)) {
    errors.push(
      `${name}: expected { "stable": "<version>", "canary"?: { "version", "percent" } }, got ${shown(value)}`,
    );
    return undefined;
  }
  const before = errors.length;
  for (const field of Object.keys(value))
    if (field !== 'stable' && field !== 'canary') errors.push(`${name}.${field}: unknown field`);
  if (!isReleaseVersion(value.stable)) errors.push(versionError(`${name}.stable`, value.stable));
  let canary: RemoteReleases['canary'];
  if (value.canary !== undefined) {
    const c = value.canary;
    if (!isObject(c)) errors.push(`${name}.canary: expected { "version", "percent" }, got ${shown(c)}`);
    else {
      for (const field of Object.keys(c))
        if (field !== 'version' && field !== 'percent') errors.push(`${name}.canary.${field}: unknown field`);
      if (!isReleaseVersion(c.version)) errors.push(versionError(`${name}.canary.version`, c.version));
      const { percent } = c;
      if (typeof percent !== 'number' || !Number.isInteger(percent) || percent < 0 || percent > 100)
        errors.push(`${name}.canary.percent: expected an integer from 0 to 100, got ${shown(percent)}`);
      canary = { version: c.version as string, percent: percent as number };
    }
  }
  if (errors.length > before) return undefined;
  return canary ? { stable: value.stable as string, canary } : { stable: value.stable as string };
}

const versionError = (field: string, value: unknown) =>
  `${field}: expected a release version like 0.1.0-3f9c2ab1, got ${shown(value)}`;

/** The cohort cookie's value as the API sets it (16 hex characters); anything else counts as no cohort. */
export const isCohort = (value: string | undefined): value is string => !!value && /^[0-9a-f]{16}$/.test(value);

/**
 * Whether a cohort is in a remote's canary: a stable hash of the cohort and the remote's name, so the
 * answer is the same on every request and every gateway instance, and the members in one remote's
 * canary are not the same members as in another's.
 */
function inCanary(cohort: string, remote: string, percent: number): boolean {
  const hash = createHash('sha256').update(`${cohort}:${remote}`).digest('hex');
  return Number.parseInt(hash.slice(0, 8), 16) % 100 < percent;
}

/** The version a member (cohort) or a visitor (undefined) runs of one remote, and whether it is the canary. */
export function chooseRelease(
  releases: RemoteReleases,
  remote: string,
  cohort: string | undefined,
): { version: string; canary: boolean } {
  const { canary } = releases;
  if (canary && canary.percent > 0 && cohort !== undefined && inCanary(cohort, remote, canary.percent))
    return { version: canary.version, canary: true };
  return { version: releases.stable, canary: false };
}
