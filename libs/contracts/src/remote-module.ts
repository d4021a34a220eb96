import type { ComponentType } from 'react';

/**
 * The contract between the shell and a remote. A remote's `./routes` module default-exports a
 * RemoteRoutesModule. The shell refuses a remote whose contract major differs from its own.
 */
export const REMOTE_CONTRACT_VERSION = '1.1.0';

export function contractMajor(version: string): number {
  return Number.parseInt(version.split('.')[0] ?? '', 10);
}

export function isCompatibleContract(remoteVersion: unknown, hostVersion = REMOTE_CONTRACT_VERSION): boolean {
  return typeof remoteVersion === 'string' && contractMajor(remoteVersion) === contractMajor(hostVersion);
}

export interface RemotePage {
  /** Path in the shell's route table, e.g. '/progress'. */
  path: string;
  /** The title the page shows (docs/product.md). */
  title: string;
  /** Whether the route needs a signed-in user (docs/product.md "Screens and routes"). */
  requiresAuth: boolean;
  Component: ComponentType;
  /**
   * Since 1.1: the page's own chunk, so the host can fetch it together with `./routes` and render
   * the page at once instead of suspending on `Component` a second time (React holds a revealed
   * Suspense boundary back for at least 300 ms, which delays the largest paint).
   */
  load?: () => Promise<{ default: ComponentType }>;
}

export interface RemoteRoutesModule {
  contractVersion: string;
  remote: RemoteName;
  /** Which build of the remote this is (CHAIRSIDE_BUILD_ID at build time); the shell shows it as data-build-id. */
  buildId?: string;
  pages: RemotePage[];
}

export const REMOTES = {
  mfe_nutrition: { folder: 'mfe-nutrition', env: 'MFE_NUTRITION_URL', devPort: 4201 },
  mfe_exercise: { folder: 'mfe-exercise', env: 'MFE_EXERCISE_URL', devPort: 4202 },
  mfe_community: { folder: 'mfe-community', env: 'MFE_COMMUNITY_URL', devPort: 4203 },
  mfe_profile: { folder: 'mfe-profile', env: 'MFE_PROFILE_URL', devPort: 4204 },
} as const;
export type RemoteName = keyof typeof REMOTES;
export const REMOTE_NAMES = Object.keys(REMOTES) as RemoteName[];

/**
 * One remote in remotes.json as the gateway's release registry answers it: where its manifest is, which
 * build that is (null: the unversioned files, no release table entry or an MFE_*_URL override) and
 * whether this member was put in its canary.
 */
export interface RemoteReleaseEntry {
  entry: string;
  version: string | null;
  canary: boolean;
}

/**
 * remotes.json: container name -> its release entry, or (the older form, still served by a front-end
 * image's own static server) the bare URL of its mf-manifest.json or remoteEntry.js.
 */
export type RemotesManifest = Record<RemoteName, RemoteReleaseEntry | string>;

/**
 * The cookie holding a signed-in member's canary cohort: an opaque value derived from their id that the
 * gateway hashes with a remote's name to decide canary or stable (docs/decisions-platform.md).
 */
export const COHORT_COOKIE = 'chairside.cohort';

/** The shell waits this long for a remote before it shows the fallback card. */
export const REMOTE_LOAD_TIMEOUT_MS = 8000;
