import { isCompatibleContract, REMOTE_CONTRACT_VERSION, REMOTE_LOAD_TIMEOUT_MS, type RemotePage, type RemoteRoutesModule } from '@chairside/contracts';
import { loadRemote } from '@module-federation/enhanced/runtime';

export class RemoteLoadError extends Error {}

interface Unavailable {
  remoteUnavailable: true;
  reason: string;
}

/** Checks a loaded `./routes` module against the contract and finds the page for `path`. */
export function pickPage(loaded: unknown, remote: string, path: string): { page: RemotePage; buildId?: string } {
  const mod = (loaded && typeof loaded === 'object' && 'default' in loaded ? (loaded as { default: unknown }).default : loaded) as Partial<RemoteRoutesModule & Unavailable> | undefined;
  if (!mod || mod.remoteUnavailable) throw new RemoteLoadError(`${remote} could not be loaded${mod?.reason ? `: ${mod.reason}` : ''}`);
  if (!isCompatibleContract(mod.contractVersion)) {
    throw new RemoteLoadError(`${remote} was built for contract ${String(mod.contractVersion)}, this shell speaks ${REMOTE_CONTRACT_VERSION}`);
  }
  const page = mod.pages?.find((p) => p.path === path);
  if (!page) throw new RemoteLoadError(`${remote} has no page for ${path}`);
  return { page, buildId: mod.buildId };
}

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
