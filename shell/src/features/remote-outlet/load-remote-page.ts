import { REMOTE_LOAD_TIMEOUT_MS, ROUTES_MODULE, type RemoteWidgetSpec } from '@chairside/contracts/web';
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

export async function loadRemotePage(remote: string, path: string, timeoutMs = REMOTE_LOAD_TIMEOUT_MS) {
  const loaded = await withTimeout(loadRemote(`${remote}/${ROUTES_MODULE}`), timeoutMs, remote);
  return pickPage(loaded, remote, path);
}
