import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense, useMemo, useState, type ComponentType } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallbackCard } from './remote-fallback-card';

/**
 * Something another team deploys (a remote's page or widget) inside an error boundary and Suspense:
 * down, slow, throwing or missing, it shows the fallback card with Retry in this area only. A new
 * `loadKey` or a Retry builds a new lazy component, so it loads again without a page reload.
 */
export function RemoteArea<P extends object>({
  area,
  loadKey,
  load,
  props,
  spacing = 4,
}: {
  area: string;
  loadKey: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  load: () => Promise<ComponentType<any>>;
  props?: P;
  spacing?: number;
}) {
  const [attempt, setAttempt] = useState(0);
  // `load` is a new function each render; `loadKey` says when it means something else.
  const Loaded = useMemo(() => lazy(async () => ({ default: await load() })), [loadKey, attempt]);
  return (
    <RemoteErrorBoundary
      key={`${loadKey}:${attempt}`}
      fallback={(error) => (
        <RemoteFallbackCard area={area} reason={error.message} onRetry={() => setAttempt((a) => a + 1)} />
      )}
    >
      <Suspense
        fallback={
          <Box
            role="progressbar"
            aria-label={`Loading ${area}`}
            sx={{ display: 'grid', placeItems: 'center', py: spacing }}
          >
            <CircularProgress />
          </Box>
        }
      >
        <Loaded {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
