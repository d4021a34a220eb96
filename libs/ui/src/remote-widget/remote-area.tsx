import { Box, CircularProgress } from '@mui/material';
import { lazy, Suspense, useState, type ComponentType } from 'react';
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
  // `load` is a new function each render; `loadKey` (or a Retry) says when it means something else,
  // and only then is a new lazy component made (state adjusted while rendering, as React advises).
  const key = `${loadKey}:${attempt}`;
  const makeLoaded = () => ({ key, Loaded: lazy(async () => ({ default: await load() })) });
  const [current, setCurrent] = useState(makeLoaded);
  if (current.key !== key) setCurrent(makeLoaded());
  const { Loaded } = current;
  return (
    <RemoteErrorBoundary
      key={key}
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
