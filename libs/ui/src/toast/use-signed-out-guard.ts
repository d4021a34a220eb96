import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useUnauthorizedHandler } from './use-unauthorized-handler';

interface QueryEntry {
  status?: string;
  error?: unknown;
}

/** True while any data query of the one RTK Query cache (reducer path `api`) has answered 401. */
function anyQuerySignedOut(state: { api?: { queries?: Record<string, QueryEntry | undefined> } }): boolean {
  return Object.values(state.api?.queries ?? {}).some((q) => q?.status === 'rejected' && (q.error as { status?: unknown } | undefined)?.status === 401);
}

/**
 * spec 6: a screen whose data calls find no user (the session ended while it was open) shows the
 * 'Unauthorized' toast and goes to / after 500 ms, once. Mutations are the dialogs' own business.
 */
export function useSignedOutGuard() {
  const signedOut = useSelector(anyQuerySignedOut);
  const onUnauthorized = useUnauthorizedHandler('/');
  const fired = useRef(false);
  useEffect(() => {
    if (!signedOut || fired.current) return;
    fired.current = true;
    onUnauthorized();
  }, [signedOut, onUnauthorized]);
}
