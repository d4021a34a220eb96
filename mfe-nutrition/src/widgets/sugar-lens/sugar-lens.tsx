import { lazy, Suspense } from 'react';
import { SugarCardFrame } from './ui/card-frame';

// Loaded after the dashboard's first chunk (its budget is 6 KiB of the remote's own code): the
// frame, with its heading and height, holds the place meanwhile.
const SugarLensCard = lazy(() => import('./ui/sugar-lens-card'));

export function SugarLens() {
  return (
    <Suspense fallback={<SugarCardFrame />}>
      <SugarLensCard />
    </Suspense>
  );
}
