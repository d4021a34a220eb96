import { WhenNearViewport } from '@chairside/ui';
import { lazy } from 'react';
import { ExpenditureCardFrame } from './ui/card-frame';

// Its code (and its call) load when the card comes near the screen; the frame holds the place.
const ExpenditureCard = lazy(() => import('./ui/expenditure-card'));

export function Expenditure() {
  return (
    <WhenNearViewport placeholder={<ExpenditureCardFrame />}>
      <ExpenditureCard />
    </WhenNearViewport>
  );
}
