import { Box, CircularProgress } from '@mui/material';
import { createContext, lazy, Suspense, useContext, useMemo, useState, type ComponentType, type ReactNode } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallbackCard } from './remote-fallback-card';

/** Loads a widget another remote exposes (e.g. 'mfe_exercise', 'log-exercise-wizard'); the host owns federation. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any
export type WidgetLoader = (remote: string, module: string) => Promise<ComponentType<any>>;

const WidgetLoaderContext = createContext<WidgetLoader | null>(null);

export function RemoteWidgetProvider({ loader, children }: { loader: WidgetLoader; children: ReactNode }) {
  return <WidgetLoaderContext.Provider value={loader}>{children}</WidgetLoaderContext.Provider>;
}

/**
 * Another remote's widget inside this page (ARCHITECTURE.md: pages embed the owning remote's
 * widget). A widget that is missing, down or throwing shows the fallback card with Retry in its own
 * area; standalone (no host), there is no loader and the fallback says so.
 */
export function RemoteWidget<P extends object>({ remote, module, area, props }: { remote: string; module: string; area: string; props: P }) {
  const loader = useContext(WidgetLoaderContext);
  const [attempt, setAttempt] = useState(0);
  const Widget = useMemo(
    () =>
      lazy(async () => {
        if (!loader) throw new Error(`${area} is available inside the Chairside app only`);
        return { default: await loader(remote, module) };
      }),
    [loader, remote, module, area, attempt],
  );
  return (
    <RemoteErrorBoundary key={attempt} fallback={(error) => <RemoteFallbackCard area={area} reason={error.message} onRetry={() => setAttempt((a) => a + 1)} />}>
      <Suspense fallback={<Box role="progressbar" aria-label={`Loading ${area}`} sx={{ display: 'grid', placeItems: 'center', py: 4 }}><CircularProgress /></Box>}>
        <Widget {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
