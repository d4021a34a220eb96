import { loadRemote, registerRemotes } from '@module-federation/enhanced/runtime';
import type { RemotesManifest } from '@chairside/contracts';
import { HOME_ROUTE, remoteRouteFor } from './shared/config/route-table';

// Remotes are found at run time, so a team redeploys its remote (or the gateway points at a new
// URL) without rebuilding the shell. A manifest that cannot be read leaves every remote to its
// fallback card; the shell itself still starts.
fetch('/remotes.json', { cache: 'no-store' })
  .then((r) => (r.ok ? (r.json() as Promise<RemotesManifest>) : Promise.reject(new Error(`remotes.json: ${r.status}`))))
  .then((manifest) => {
    registerRemotes(Object.entries(manifest).map(([name, entry]) => ({ name, entry })));
    preloadPageRemote(window.location.pathname);
  })
  .catch((e: unknown) => console.error('Chairside: remotes unavailable', e))
  .then(() => import('./bootstrap'));

/**
 * Starts loading the `./routes` module of the remote that owns this page while the shell's own
 * chunks and the session check load, instead of after them (the page's largest paint waits for
 * it). The page's outlet loads the same module again (then from the runtime's cache) and handles a
 * failure as always; this early attempt only drops its own.
 */
function preloadPageRemote(pathname: string) {
  const route = pathname === '/' ? HOME_ROUTE : remoteRouteFor(pathname);
  if (route) loadRemote(`${route.remote}/routes`).catch(() => undefined);
}
