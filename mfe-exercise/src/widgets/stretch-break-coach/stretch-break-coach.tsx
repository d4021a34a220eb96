import type { StretchReminderSettings } from '@chairside/contracts/web';
import { Box, visuallyHidden } from '@chairside/ui';
import { lazy, Suspense, useState } from 'react';
import { useGetStretchRemindersQuery } from '../../entities/stretch-reminders';
import { useT } from '../../shared/i18n';
import { breakTitle, useBreakCoach } from './model/use-break-coach';
import { BreakPrompt } from './ui/break-prompt';

// The runner loads when a break starts, not with the coach that waits all day.
const GuidedBreakDialog = lazy(() =>
  import('../../features/guided-break').then((m) => ({ default: m.GuidedBreakDialog })),
);

function Coach({ settings }: { settings: StretchReminderSettings }) {
  const { showing, snooze, answer } = useBreakCoach(settings);
  // Read so the status line follows a language change.
  useT();
  const [breakOpen, setBreakOpen] = useState(false);
  return (
    <>
      {/* In the page from the start, so screen readers announce the prompt when it comes. */}
      <Box id="stretch-break-coach" role="status" sx={visuallyHidden}>
        {showing && !breakOpen ? breakTitle() : ''}
      </Box>
      {showing && !breakOpen ? (
        <BreakPrompt
          onStart={() => {
            answer();
            setBreakOpen(true);
          }}
          onSnooze={snooze}
          onSkip={answer}
        />
      ) : null}
      {breakOpen ? (
        <Suspense fallback={null}>
          {/* Between patients: the micro-break of 90 s to 2 min, not the page's fuller break. */}
          <GuidedBreakDialog open micro onClose={() => setBreakOpen(false)} />
        </Suspense>
      ) : null}
    </>
  );
}

/**
 * The clinic-day stretch-break coach: mounted once by the shell for a signed-in user with
 * reminders on; at each cadence step inside clinic hours it offers a guided break.
 */
export function StretchBreakCoach() {
  const { data } = useGetStretchRemindersQuery();
  return data?.enabled ? <Coach settings={data} /> : null;
}
