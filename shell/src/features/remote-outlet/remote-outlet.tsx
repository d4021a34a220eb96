import { RemoteArea } from '@chairside/ui';
import type { RemoteRoute } from '../../shared/config/route-table';
import { useT } from '../../shared/i18n';
import { loadRemotePage } from './load-remote-page';

/**
 * One remote page in its own area (libs/ui RemoteArea) with the load time limit: a remote that is
 * down, slow, throwing or built for another contract shows a fallback card with Retry here only.
 */
export function RemoteOutlet({ route }: { route: RemoteRoute }) {
  // Drawn again on a language change, so the fallback card names the area in the new language.
  useT();
  const load = async () => {
    const { Component: Loaded, buildId } = await loadRemotePage(route.remote, route.path);
    return function RemotePage() {
      return (
        <section data-remote={route.remote} data-build-id={buildId ?? ''}>
          <Loaded />
        </section>
      );
    };
  };
  return <RemoteArea area={route.area()} loadKey={`${route.remote}${route.path}`} load={load} spacing={8} />;
}
