import {
  isCompatibleContract,
  REMOTE_CONTRACT_VERSION,
  type RemotePage,
  type RemoteRoutesModule,
} from '@chairside/contracts/web';

export class RemoteLoadError extends Error {}

interface Unavailable {
  remoteUnavailable: true;
  reason: string;
}

/** Checks a loaded `./routes` module against the contract and finds the page for `path`. */
export function pickPage(loaded: unknown, remote: string, path: string): { page: RemotePage; buildId?: string } {
  const mod = (
    loaded && typeof loaded === 'object' && 'default' in loaded ? (loaded as { default: unknown }).default : loaded
  ) as Partial<RemoteRoutesModule & Unavailable> | undefined;
  if (!mod || mod.remoteUnavailable)
    throw new RemoteLoadError(`${remote} could not be loaded${mod?.reason ? `: ${mod.reason}` : ''}`);
  if (!isCompatibleContract(mod.contractVersion)) {
    throw new RemoteLoadError(
      `${remote} was built for contract ${String(mod.contractVersion)}, this shell speaks ${REMOTE_CONTRACT_VERSION}`,
    );
  }
  const page = mod.pages?.find((p) => p.path === path);
  if (!page) throw new RemoteLoadError(`${remote} has no page for ${path}`);
  return { page, buildId: mod.buildId };
}
