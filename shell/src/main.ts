import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from '@chairside/contracts';
import { keepReleases } from './shared/lib/remote-releases';

// Remotes are found at run time, so a team redeploys its remote (or the gateway points at a new
// URL, or picks a canary version for this member) without rebuilding the shell. A manifest that
// cannot be read leaves every remote to its fallback card; the shell itself still starts.
fetch('/remotes.json', { cache: 'no-store' })
  .then((r) => (r.ok ? (r.json() as Promise<RemotesManifest>) : Promise.reject(new Error(`remotes.json: ${r.status}`))))
  .then((manifest) => registerRemotes(keepReleases(manifest)))
  .catch((e: unknown) => console.error('Chairside: remotes unavailable', e))
  .then(() => import('./bootstrap'));
