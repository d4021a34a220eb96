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

/** A remote page ready to render: its component (its chunk already fetched when the remote says how) and build. */
export interface LoadedPage {
  Component: ComponentType;
  buildId?: string;
}

/** Page loads started early (preloadPageRemote), each taken once by the page's outlet. */
const preloaded = new Map<string, Promise<LoadedPage>>();

async function loadPageNow(remote: string, path: string, timeoutMs: number): Promise<LoadedPage> {
  const loaded = await withTimeout(loadRemote(`${remote}/${ROUTES_MODULE}`), timeoutMs, remote);
  const { page, buildId } = pickPage(loaded, remote, path);
  // Contract 1.1: fetch the page's chunk now, so the outlet renders it without suspending again.
  const Component = page.load ? (await withTimeout(page.load(), timeoutMs, remote)).default : page.Component;
  return { Component, buildId };
}

export function loadRemotePage(remote: string, path: string, timeoutMs = REMOTE_LOAD_TIMEOUT_MS): Promise<LoadedPage> {
  const key = `${remote}${path}`;
  const early = preloaded.get(key);
  preloaded.delete(key);
  return early ?? loadPageNow(remote, path, timeoutMs);
}

/**
 * Starts loading the page that owns this URL (its remote's `./routes` and the page's chunk) while the
 * shell renders and checks the session, instead of after (the page's largest paint waits for it).
 * The page's outlet takes that very load (its result or its error, under the usual time limit);
 * Retry loads anew.
 */
export function preloadPageRemote(pathname: string): void {
  const route = pathname === '/' ? HOME_ROUTE : remoteRouteFor(pathname);
  if (!route) return;
  const load = loadPageNow(route.remote, route.path, REMOTE_LOAD_TIMEOUT_MS);
  load.catch(() => undefined); // handled by the outlet that takes it
  preloaded.set(`${route.remote}${route.path}`, load);
}
