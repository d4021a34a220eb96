import { Box, CircularProgress } from '@mui/material';
import { Suspense, useEffect, useEffectEvent, useState, type ComponentType } from 'react';
import { RemoteErrorBoundary } from './remote-error-boundary';
import { RemoteFallbackCard } from './remote-fallback-card';
import { useUiT } from '../i18n/ui-texts';

/**
 * Something another team deploys (a remote's page or widget) inside an error boundary: down, slow,
 * throwing or missing, it shows the fallback card with Retry in this area only. A new `loadKey` or a
 * Retry loads it again without a page reload. The load is awaited in an effect rather than through
 * React.lazy: a Suspense boundary that has shown its fallback holds the content back for at least
 * 300 ms more, which would delay every remote page's largest paint.
 */
export function RemoteArea<P extends object>({
  area,
  loadKey,
  load,
  props,
  spacing = 4,
  background = false,
}: {
  area: string;
  loadKey: string;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  load: () => Promise<ComponentType<any>>;
  props?: P;
  spacing?: number;
  /** Something that draws only when it has something to say (a reminder): no spinner, and failing it stays silent. */
  background?: boolean;
}) {
  const t = useUiT();
  const [attempt, setAttempt] = useState(0);
  const key = `${loadKey}:${attempt}`;
  // eslint-disable-next-line @typescript-eslint/no-explicit-any
  const [loaded, setLoaded] = useState<{ key: string; Component?: ComponentType<any>; error?: Error }>();
  // `load` is a new function each render; `key` says when it means something else.
  const startLoad = useEffectEvent(() => load());
  useEffect(() => {
    let live = true;
    startLoad().then(
      (Component) => live && setLoaded({ key, Component }),
      (e: unknown) => live && setLoaded({ key, error: e instanceof Error ? e : new Error(String(e)) }),
    );
    return () => {
      live = false;
    };
  }, [key]);

  const retry = () => setAttempt((a) => a + 1);
  const fallback = (error: Error) =>
    background ? null : <RemoteFallbackCard area={area} reason={error.message} onRetry={retry} />;
  const spinner = background ? null : (
    <Box
      role="progressbar"
      aria-label={t('Loading {{area}}', { area })}
      sx={{ display: 'grid', placeItems: 'center', py: spacing }}
    >
      <CircularProgress />
    </Box>
  );
  const current = loaded?.key === key ? loaded : undefined;
  if (current?.error) return fallback(current.error);
  if (!current?.Component) return spinner;
  const { Component } = current;
  return (
    <RemoteErrorBoundary key={key} fallback={fallback}>
      {/* For what the loaded component itself loads lazily. */}
      <Suspense fallback={spinner}>
        <Component {...props} />
      </Suspense>
    </RemoteErrorBoundary>
  );
}
