import { registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from '@chairside/contracts';

// Remotes are found at run time, so a team redeploys its remote (or the gateway points at a new
// URL) without rebuilding the shell. A manifest that cannot be read leaves every remote to its
// fallback card; the shell itself still starts.
fetch('/remotes.json', { cache: 'no-store' })
  .then((r) => (r.ok ? (r.json() as Promise<RemotesManifest>) : Promise.reject(new Error(`remotes.json: ${r.status}`))))
  .then((manifest) => registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry }))))
  .catch((e: unknown) => console.error('Chairside: remotes unavailable', e))
  .then(() => import('./bootstrap'));
