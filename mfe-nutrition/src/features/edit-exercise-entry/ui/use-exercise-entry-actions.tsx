import { usePressedAction } from '@chairside/ui';
import { lazy } from 'react';

// Edit, Delete and Undo load at the first press: none of it is on the page's first load.
const BoundEntryActions = lazy(() => import('./bound-entry-actions'));

/** `act` starts an Edit or a Delete of an exercise entry; `element` is where its dialog and Undo live. */
export const useExerciseEntryActions = () => usePressedAction(BoundEntryActions);
