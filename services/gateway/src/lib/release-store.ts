import { join, posix } from 'node:path';
import { isReleaseVersion } from './release-version';

/**
 * The release store of the remotes served from files: `<root>/<folder>/<version>/` holds one build.
 * RELEASES_ROOT, else `<STATIC_ROOT>/.data/releases` (tools/release/releases-root.mjs resolves it the
 * same way for `npm start` and tools/release/publish.mjs).
 */
export function releasesRootOf(env: NodeJS.ProcessEnv, staticRoot: string): string {
  return env.RELEASES_ROOT || join(staticRoot, '.data', 'releases');
}

/**
 * A path under one remote's files (`/remotes/<folder>` taken off):
 * - `unversioned`: one segment (`/remoteEntry.js`), today's files of the remote's current build;
 * - `versioned`: `/<version>/<file>`, the version strict (release-version.ts) and the rest, decoded,
 *   free of `..` and backslashes, so it stays inside that version's folder;
 * - `refused`: anything else. A remote's build has no sub-folders, so a deeper path names a version or nothing.
 */
export type RemotePath =
  { kind: 'unversioned' } | { kind: 'versioned'; version: string; file: string } | { kind: 'refused' };

export function remotePathOf(path: string): RemotePath {
  const segments = path.split('/').slice(1);
  if (segments.length <= 1) return { kind: 'unversioned' };
  const [version, ...rest] = segments;
  if (!isReleaseVersion(version) || rest.length === 0 || rest.some((s) => s === '')) return { kind: 'refused' };
  let file: string;
  try {
    file = decodeURIComponent(rest.join('/'));
  } catch {
    return { kind: 'refused' };
  }
  if (file.includes('\\') || file.includes('\0') || file.split('/').some((s) => s === '..' || s === '.'))
    return { kind: 'refused' };
  return { kind: 'versioned', version, file: posix.normalize(file) };
}
