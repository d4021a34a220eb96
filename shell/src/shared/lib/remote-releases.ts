import type { RemotesManifest } from '@chairside/contracts';

/** One remote as this page load runs it: the gateway's choice in /remotes.json. */
export interface RemoteRelease {
  name: string;
  entry: string;
  /** null: the remote's unversioned files (no release table entry, or the older remotes.json form). */
  version: string | null;
  canary: boolean;
}

let releases: RemoteRelease[] = [];

/**
 * Keeps the /remotes.json answer main.ts fetched, for the About panel (no second fetch: a second
 * answer could differ from what this page loaded), and answers what the federation runtime needs.
 * Both forms are read: `{ entry, version, canary }` from the gateway, a bare URL from a front-end image.
 */
export function keepReleases(manifest: RemotesManifest): { name: string; entry: string }[] {
  releases = Object.entries(manifest).map(([name, e]) =>
    typeof e == 'string' ? { name, entry: e, version: null, canary: false } : { name, ...e },
  );
  return releases.map(({ name, entry }) => ({ name, entry }));
}

export const remoteReleases = (): readonly RemoteRelease[] => releases;
