import contracts from '@chairside/contracts/dist/remote-module.js';

// Only the dependency-free module of the contracts, so the front-end images need no node_modules.
export const { REMOTES } = contracts;

/** Each remote's own env name for a reverse-proxy upstream (MFE_NUTRITION_URL -> MFE_NUTRITION_UPSTREAM). */
export const upstreamEnvOf = (/** @type {{ env: string }} */ remote) => remote.env.replace(/_URL$/, '_UPSTREAM');

/**
 * remotes.json: container name -> URL of its mf-manifest.json. An env override (MFE_COMMUNITY_URL)
 * wins, so a remote is redeployed or moved without rebuilding the shell. A bad override is named.
 * @returns {Record<string, string>}
 */
export function remotesManifest(env = process.env) {
  /** @type {Record<string, string>} */
  const manifest = {};
  const errors = [];
  for (const [name, remote] of Object.entries(REMOTES)) {
    const override = env[remote.env];
    if (override && !isUrlOrPath(override))
      errors.push(`${remote.env}: expected an http(s) URL or an absolute path, got '${override}'`);
    manifest[name] = override || `/remotes/${remote.folder}/mf-manifest.json`;
  }
  if (errors.length) throw new Error(`Invalid configuration:\n  ${errors.join('\n  ')}`);
  return manifest;
}

/** @param {string} value */
function isUrlOrPath(value) {
  if (value.startsWith('/')) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
