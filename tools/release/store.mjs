// The release store of one remote: `<dir>/<version>/` holds the files of that build, and
// `<dir>/versions.json` lists the versions it holds, newest published first. Open tabs keep loading
// the chunks of the version they started on while it is among the newest KEEP_RELEASES.
import { cpSync, existsSync, mkdirSync, readFileSync, renameSync, rmSync, writeFileSync } from 'node:fs';
import { join } from 'node:path';
import { isReleaseVersion } from '../webpack/release-version.cjs';

/** Releases kept per remote: the current one and the four before it. */
const KEEP_RELEASES = 5;
const INDEX = 'versions.json';

/**
 * `dist/release.json` of a remote build (written by tools/webpack/federation.cjs).
 * @param {string} dist
 * @returns {{ remote: string, version: string }}
 */
function readRelease(dist) {
  const file = join(dist, 'release.json');
  if (!existsSync(file)) throw new Error(`${file} is missing: build the remote first`);
  /** @type {{ remote?: unknown, version?: unknown }} */
  const release = JSON.parse(readFileSync(file, 'utf8'));
  if (typeof release.remote !== 'string' || !isReleaseVersion(release.version))
    throw new Error(`${file}: expected { "remote": "<name>", "version": "<x.y.z-build>" }`);
  return { remote: release.remote, version: release.version };
}

/**
 * The versions in `dir`, newest first: its index, then any version folder the index does not name
 * (a store filled by hand), so nothing is lost from the count.
 * @param {string} dir
 * @returns {string[]}
 */
function storedVersions(dir) {
  /** @type {unknown} */
  let listed = [];
  try {
    listed = JSON.parse(readFileSync(join(dir, INDEX), 'utf8'));
  } catch {
    // No index yet (an empty store).
  }
  const versions = (Array.isArray(listed) ? listed : []).filter((v) => isReleaseVersion(v) && existsSync(join(dir, v)));
  return [...new Set(versions)];
}

/**
 * Copies the build in `dist` to `<dir>/<version>/` (replacing a build of the same version: a build id
 * such as `local` repeats), makes it the newest and removes all but the newest `keep`.
 * @param {string} dist
 * @param {string} dir
 * @param {number} [keep]
 * @returns {{ remote: string, version: string, kept: string[], removed: string[] }}
 */
export function publishRelease(dist, dir, keep = KEEP_RELEASES) {
  const { remote, version } = readRelease(dist);
  mkdirSync(dir, { recursive: true });
  // Copied beside the store, then renamed in: a server never sees half a release.
  const incoming = join(dir, `.incoming-${version}-${process.pid}`);
  const outgoing = join(dir, `.outgoing-${version}-${process.pid}`);
  rmSync(incoming, { recursive: true, force: true });
  cpSync(dist, incoming, { recursive: true });
  // Two publishes of one version at once (two stacks on one checkout): the last one's files stay.
  for (let attempt = 0; ; attempt++) {
    try {
      if (existsSync(join(dir, version))) renameSync(join(dir, version), outgoing);
      renameSync(incoming, join(dir, version));
      break;
    } catch (e) {
      if (attempt >= 3) throw e;
    } finally {
      rmSync(outgoing, { recursive: true, force: true });
    }
  }
  const versions = [version, ...storedVersions(dir).filter((v) => v !== version)];
  const kept = versions.slice(0, keep);
  const removed = versions.slice(keep);
  writeFileSync(join(dir, `${INDEX}.${process.pid}`), `${JSON.stringify(kept, null, 2)}\n`);
  renameSync(join(dir, `${INDEX}.${process.pid}`), join(dir, INDEX));
  for (const old of removed) rmSync(join(dir, old), { recursive: true, force: true });
  return { remote, version, kept, removed };
}
