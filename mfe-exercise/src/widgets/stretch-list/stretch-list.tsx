import { Box, WhenNearViewport } from '@chairside/ui';
import { lazy } from 'react';

// The 25 stretches start below the fold (under the week, Logged today and the reminders): their
// cards, Mark as Complete and the stretches' call load as the list comes near the screen, so the
// page's first load fetches only what can be seen (the remote's first-route budget).
const StretchListBody = lazy(() => import('./ui/stretch-list-body'));

/** The stretches by area. The page's last block: until it loads, a screen-tall place keeps the page's scroll. */
export function StretchList() {
  return (
    <WhenNearViewport placeholder={<Box sx={{ minHeight: '100vh' }} />}>
      <StretchListBody />
    </WhenNearViewport>
  );
}
