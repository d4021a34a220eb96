// The version of one remote build, `<version of the remote's package.json>-<build id>`, made and checked
// where the build and the release tools run (plain Node, no dependencies: the remote images build with
// tools/webpack alone). The gateway holds the same pattern (services/gateway/src/lib/release-version.ts);
// services/gateway/test/release-store.spec.ts checks that the two agree.
const { execSync } = require('node:child_process');
const { readFileSync } = require('node:fs');
const path = require('node:path');

const RELEASE_VERSION = /^(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})(-[0-9A-Za-z]+)([.-][0-9A-Za-z]+)*$/;
const RELEASE_VERSION_MAX_LENGTH = 64;

/**
 * A version that may become a path segment (`/remotes/<folder>/<version>/`) and a store folder.
 * @param {unknown} value
 * @returns {value is string}
 */
function isReleaseVersion(value) {
  return typeof value === 'string' && value.length <= RELEASE_VERSION_MAX_LENGTH && RELEASE_VERSION.test(value);
}

/**
 * RELEASE_BUILD_ID if set, else the short commit of HEAD (8 characters), else `local` (no git: an image build).
 * @param {string} cwd
 * @param {NodeJS.ProcessEnv} env
 */
function releaseBuildId(cwd, env = process.env) {
  if (env.RELEASE_BUILD_ID) return env.RELEASE_BUILD_ID;
  try {
    return execSync('git rev-parse --short=8 HEAD', { cwd, stdio: ['ignore', 'pipe', 'ignore'] })
      .toString()
      .trim();
  } catch {
    return 'local';
  }
}

/**
 * `<version of projectRoot/package.json>-<build id>`; a build id that would make a bad version stops the build.
 * @param {string} projectRoot
 * @param {NodeJS.ProcessEnv} env
 */
function releaseVersion(projectRoot, env = process.env) {
  /** @type {{ version?: unknown }} */
  const pkg = JSON.parse(readFileSync(path.join(projectRoot, 'package.json'), 'utf8'));
  const version = `${String(pkg.version)}-${releaseBuildId(projectRoot, env)}`;
  if (!isReleaseVersion(version))
    throw new Error(
      `release version '${version}' (${path.basename(projectRoot)}/package.json's version, '-', RELEASE_BUILD_ID or the commit) ` +
        `must be x.y.z-<letters, digits, '.', '-'>, at most ${RELEASE_VERSION_MAX_LENGTH} characters`,
    );
  return version;
}

module.exports = { isReleaseVersion, releaseVersion };
