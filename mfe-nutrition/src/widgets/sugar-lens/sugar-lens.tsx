import { WhenNearViewport } from '@chairside/ui';
import { lazy } from 'react';
import { SugarCardFrame } from './ui/card-frame';

// Below the dashboard's fold: its code loads when the card comes near the screen, so the first load
// fetches only what can be seen (the remote's first-route budget). The frame, with its heading and
// height, holds the place meanwhile.
const SugarLensCard = lazy(() => import('./ui/sugar-lens-card'));

export function SugarLens() {
  return (
    <WhenNearViewport placeholder={<SugarCardFrame />}>
      <SugarLensCard />
    </WhenNearViewport>
  );
}
