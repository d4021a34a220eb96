/**
 * The version of one remote build, `<version of its package.json>-<build id>` (`0.1.0-3f9c2ab1`,
 * `0.1.0-local`, `1.2.0-rc.1-ci-42`). It becomes a path segment (`/remotes/<folder>/<version>/`) and a
 * folder of the release store, so it is held to one strict pattern everywhere: the release table, the
 * store and the file server all call this function. Letters, digits, `.` and `-` only; no segment is
 * empty, so no `..`, no leading dot, no slash; at most 64 characters.
 */
const RELEASE_VERSION = /^(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})\.(0|[1-9]\d{0,5})(-[0-9A-Za-z]+)([.-][0-9A-Za-z]+)*$/;

const RELEASE_VERSION_MAX_LENGTH = 64;

export function isReleaseVersion(value: unknown): value is string {
  return typeof value === 'string' && value.length <= RELEASE_VERSION_MAX_LENGTH && RELEASE_VERSION.test(value);
}
