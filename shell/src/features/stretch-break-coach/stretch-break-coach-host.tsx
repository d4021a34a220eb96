import { useGetStretchRemindersQuery } from '@chairside/api-client';
import { REMOTE_WIDGETS } from '@chairside/contracts/web';
import { RemoteWidget } from '@chairside/ui';
import { useEffect, useState } from 'react';

/** Waits for the page's own work first: the reminders are never what a visit came for. */
function useAfterFirstLoad(): boolean {
  const [ready, setReady] = useState(false);
  useEffect(() => {
    const done = () => setReady(true);
    if (typeof window.requestIdleCallback === 'function') {
      const id = window.requestIdleCallback(done, { timeout: 3000 });
      return () => window.cancelIdleCallback(id);
    }
    const id = setTimeout(done, 1000);
    return () => clearTimeout(id);
  }, []);
  return ready;
}

/**
 * mfe-exercise's clinic-day break coach on every signed-in page, loaded only for a user who switched
 * reminders on (saving them elsewhere refreshes this query through its cache tag). Down or failing,
 * it stays silent: a missed reminder must never cost the page the user is working in.
 */
export function StretchBreakCoachHost() {
  const afterFirstLoad = useAfterFirstLoad();
  const { data } = useGetStretchRemindersQuery(undefined, { skip: !afterFirstLoad });
  if (!data?.enabled) return null;
  return <RemoteWidget widget={REMOTE_WIDGETS.stretchBreakCoach} props={{}} background />;
}
