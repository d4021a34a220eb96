import { REMOTE_LOAD_TIMEOUT_MS, ROUTES_MODULE, type RemoteWidgetSpec } from '@chairside/contracts/web';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
import { HOME_ROUTE, remoteRouteFor } from '../../shared/config/route-table';
import { pickPage, RemoteLoadError } from './pick-page';

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new RemoteLoadError(`${what} did not load within ${ms / 1000} s`)), ms);
    p.then(
      (v) => (clearTimeout(t), resolve(v)),
      (e: unknown) => (clearTimeout(t), reject(e)),
    );
  });
}

/** A widget another remote exposes (one of REMOTE_WIDGETS), for pages that embed it (libs/ui RemoteWidget). */
export async function loadRemoteWidget(
  widget: RemoteWidgetSpec,
  timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
): Promise<ComponentType<object>> {
  const { remote, module } = widget;
  const loaded = (await withTimeout(loadRemote(`${remote}/${module}`), timeoutMs, remote)) as {
    default?: unknown;
  } | null;
  const component = loaded && typeof loaded === 'object' && 'default' in loaded ? loaded.default : loaded;
  if (typeof component !== 'function' && !(component && typeof component === 'object' && '$$typeof' in component)) {
    throw new RemoteLoadError(`Not in this version of Chairside yet (${remote} has no ${module}).`);
  }
  return component as ComponentType<object>;
}

/** `./routes` loads started early (preloadPageRemote), each taken once by the page's outlet. */
const preloaded = new Map<string, Promise<unknown>>();

function loadRoutesModule(remote: string): Promise<unknown> {
  const id = `${remote}/${ROUTES_MODULE}`;
  const early = preloaded.get(id);
  preloaded.delete(id);
  return early ?? loadRemote(id);
}

export async function loadRemotePage(remote: string, path: string, timeoutMs = REMOTE_LOAD_TIMEOUT_MS) {
  const loaded = await withTimeout(loadRoutesModule(remote), timeoutMs, remote);
  return pickPage(loaded, remote, path);
}

/**
 * Starts loading the `./routes` module of the remote that owns this URL while the shell renders and
 * checks the session, instead of after (the page's largest paint waits for it). The page's outlet
 * takes that very load (its result or its error, under the usual time limit); Retry loads anew.
 */
export function preloadPageRemote(pathname: string): void {
  const route = pathname === '/' ? HOME_ROUTE : remoteRouteFor(pathname);
  if (!route) return;
  const id = `${route.remote}/${ROUTES_MODULE}`;
  const load = loadRemote(id);
  load.catch(() => undefined); // handled by the outlet that takes it
  preloaded.set(id, load);
}
