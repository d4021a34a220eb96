import { REMOTE_LOAD_TIMEOUT_MS } from '@chairside/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';
import { pickPage, RemoteLoadError } from './pick-page';

function withTimeout<T>(p: Promise<T>, ms: number, what: string): Promise<T> {
  return new Promise((resolve, reject) => {
    const t = setTimeout(() => reject(new RemoteLoadError(`${what} did not load within ${ms / 1000} s`)), ms);
    p.then((v) => (clearTimeout(t), resolve(v)), (e: unknown) => (clearTimeout(t), reject(e)));
  });
}

export async function loadRemotePage(remote: string, path: string, timeoutMs = REMOTE_LOAD_TIMEOUT_MS) {
  const loaded = await withTimeout(loadRemote(`${remote}/routes`), timeoutMs, remote);
  return pickPage(loaded, remote, path);
}
