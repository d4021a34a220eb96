import type { ExerciseEntry } from '@chairside/contracts/web';
import type { ExerciseEntryAction } from '@chairside/ui/exercise-entry';
import { lazy, Suspense, useCallback, useState } from 'react';

// Edit, Delete and Undo load at the first press: none of it is on the page's first load.
const BoundEntryActions = lazy(() => import('./bound-entry-actions'));

let nextAction = 1;

/** `act` starts an Edit or a Delete; `element` is where its dialog and toasts live (kept once used, so Undo outlives the press). */
export function useExerciseEntryActions() {
  const [action, setAction] = useState<ExerciseEntryAction | null>(null);
  const [used, setUsed] = useState(false);
  const done = useCallback(() => setAction(null), []);
  const act = useCallback((kind: ExerciseEntryAction['kind'], entry: ExerciseEntry) => {
    setUsed(true);
    setAction({ id: nextAction++, kind, entry });
  }, []);
  const element = (
    <Suspense fallback={null}>{used ? <BoundEntryActions action={action} onDone={done} /> : null}</Suspense>
  );
  return { act, element };
}
