// Only the dependency-free module of the contracts, so the front-end images need no node_modules.
import { REMOTES } from '@chairside/contracts/dist/remote-module.js';

export { REMOTES };

/** Each remote's own env name for a reverse-proxy upstream (MFE_NUTRITION_URL -> MFE_NUTRITION_UPSTREAM). */
export const upstreamEnvOf = (remote: { env: string }): string => remote.env.replace(/_URL$/, '_UPSTREAM');

/**
 * remotes.json: container name -> URL of its mf-manifest.json. An env override (MFE_COMMUNITY_URL)
 * wins, so a remote is redeployed or moved without rebuilding the shell. A bad override is named.
 */
export function remotesManifest(env: NodeJS.ProcessEnv = process.env): Record<string, string> {
  const manifest: Record<string, string> = {};
  const errors: string[] = [];
  for (const [name, remote] of Object.entries(REMOTES)) {
    const override = env[remote.env];
    if (override && !isUrlOrPath(override))
      errors.push(`${remote.env}: expected an http(s) URL or an absolute path, got '${override}'`);
    manifest[name] = override || `/remotes/${remote.folder}/mf-manifest.json`;
  }
  if (errors.length) throw new Error(`Invalid configuration:\n  ${errors.join('\n  ')}`);
  return manifest;
}

function isUrlOrPath(value: string): boolean {
  if (value.startsWith('/')) return true;
  try {
    return ['http:', 'https:'].includes(new URL(value).protocol);
  } catch {
    return false;
  }
}
