import { REMOTE_LOAD_TIMEOUT_MS } from '@chairside/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import type { ComponentType } from 'react';
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

/** A widget another remote exposes (`./<module>`), for pages that embed it (libs/ui RemoteWidget). */
export async function loadRemoteWidget(
  remote: string,
  module: string,
  timeoutMs = REMOTE_LOAD_TIMEOUT_MS,
): Promise<ComponentType<object>> {
  const loaded = (await withTimeout(loadRemote(`${remote}/${module}`), timeoutMs, remote)) as {
    default?: unknown;
  } | null;
  const widget = loaded && typeof loaded === 'object' && 'default' in loaded ? loaded.default : loaded;
  if (typeof widget !== 'function' && !(widget && typeof widget === 'object' && '$$typeof' in widget)) {
    throw new RemoteLoadError(`Not in this version of Chairside yet (${remote} has no ${module}).`);
  }
  return widget as ComponentType<object>;
}

export async function loadRemotePage(remote: string, path: string, timeoutMs = REMOTE_LOAD_TIMEOUT_MS) {
  const loaded = await withTimeout(loadRemote(`${remote}/routes`), timeoutMs, remote);
  return pickPage(loaded, remote, path);
}
