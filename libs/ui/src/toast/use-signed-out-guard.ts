import { baseApi, isUnauthorized } from '@chairside/api-client';
import { useEffect, useRef } from 'react';
import { useSelector } from 'react-redux';
import { useUnauthorizedHandler } from './use-unauthorized-handler';

type ApiState = { queries?: Record<string, { status?: string; error?: unknown } | undefined> };

/** True while any data query of the one RTK Query cache has answered 401. */
const anyQuerySignedOut = (state: Record<string, ApiState | undefined>) =>
  Object.values(state[baseApi.reducerPath]?.queries ?? {}).some(
    (q) => q?.status === 'rejected' && isUnauthorized(q.error),
  );

/**
 * A screen whose data calls find no user (the session ended while it was open) shows the
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
