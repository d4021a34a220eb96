import { RemoteErrorBoundary, RemoteFallbackCard } from '@chairside/ui';
import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense, useMemo, useState } from 'react';
import type { RemoteRoute } from '../../app/route-table';
import { loadRemotePage } from './load-remote-page';

/**
 * One remote page inside an error boundary, Suspense and a load time limit. A remote that is down,
 * slow, throwing or built for another contract shows a fallback card with Retry in this area only.
 */
export function RemoteOutlet({ route }: { route: RemoteRoute }) {
  const [attempt, setAttempt] = useState(0);
  const Page = useMemo(
    () =>
      lazy(async () => {
        const { page, buildId } = await loadRemotePage(route.remote, route.path);
        const Loaded = page.Component;
        return {
          default: () => (
            <section data-remote={route.remote} data-build-id={buildId ?? ''}>
              <Loaded />
            </section>
          ),
        };
      }),
    // A new attempt builds a new lazy component, so Retry loads again without a page reload.
    [route.remote, route.path, attempt],
  );
  return (
    <RemoteErrorBoundary
      key={`${route.path}:${attempt}`}
      fallback={(error) => <RemoteFallbackCard area={route.area} reason={error.message} onRetry={() => setAttempt((a) => a + 1)} />}
    >
      <Suspense fallback={<Box role="progressbar" aria-label={`Loading ${route.area}`} sx={{ display: 'grid', placeItems: 'center', py: 8 }}><CircularProgress /></Box>}>
        <Page />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
