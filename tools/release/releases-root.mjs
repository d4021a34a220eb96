// Where the release store lives: RELEASES_ROOT, else `<STATIC_ROOT or the checkout>/.data/releases`
// (`.data/` is git-ignored local state). The gateway serving files locally, `npm start`, the e2e tests
// and tools/release/publish.mjs resolve it the same way.
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';

/** This checkout (tools/release/ is two levels down). */
const repoRoot = join(dirname(fileURLToPath(import.meta.url)), '..', '..');

/**
 * @param {NodeJS.ProcessEnv} [env]
 * @returns {string} an absolute path
 */
export function releasesRoot(env = process.env) {
  if (env.RELEASES_ROOT) return resolve(env.RELEASES_ROOT);
  return resolve(env.STATIC_ROOT || repoRoot, '.data', 'releases');
}
