import type { CreateExerciseEntryRequest, ExerciseEntry, UpdateExerciseEntryRequest } from '@chairside/contracts/web';
import { tUi, type PressedAction } from '@chairside/ui';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useUndoableDelete } from './use-undoable-delete';

// The list and these actions come with a page's first load (/stretches' Logged today); the Edit
// dialog and its form's rules come with the first Edit.
const ExerciseEntryDialog = lazy(() =>
  import('./exercise-entry-dialog').then((m) => ({ default: m.ExerciseEntryDialog })),
);

export type ExerciseEntryAction = PressedAction<'edit' | 'delete', ExerciseEntry>;

type CallResult = { error: unknown } | { data: unknown };

/** The calls, from the embedding remote's RTK Query endpoints (each remote keeps its own). */
interface ExerciseEntryCalls {
  update: (args: { id: string; changes: UpdateExerciseEntryRequest }) => Promise<CallResult>;
  remove: (id: string) => Promise<CallResult>;
  create: (body: CreateExerciseEntryRequest) => Promise<CallResult>;
}

/** The entry logged again as it was, at the time it was logged: what Undo sends. */
function restoreBody(e: ExerciseEntry): CreateExerciseEntryRequest {
  const { exerciseType, name, duration, intensity, caloriesBurned, description, metadata } = e;
  return { exerciseType, name, duration, intensity, caloriesBurned, description, metadata, loggedAt: e.createdAt };
}

/**
 * An exercise entry's Edit and Delete wherever entries are listed (the dashboard, /progress,
 * /stretches): the Edit dialog, and the delete with the same 5 s Undo as the food diary.
 */
export function ExerciseEntryActions({
  action,
  onDone,
  calls,
}: {
  action: ExerciseEntryAction | null;
  onDone: () => void;
  calls: ExerciseEntryCalls;
}) {
  const undoableDelete = useUndoableDelete();
  const handled = useRef(0);
  const callsRef = useRef(calls);
  callsRef.current = calls;

  useEffect(() => {
    if (action?.kind !== 'delete' || handled.current === action.id) return;
    handled.current = action.id;
    onDone();
    const { entry } = action;
    void undoableDelete({
      name: entry.name,
      remove: () => callsRef.current.remove(entry.id),
      restore: () => callsRef.current.create(restoreBody(entry)),
      restoredText: tUi('{{name}} is back in your exercise log.', { name: entry.name }),
    });
  }, [action, onDone, undoableDelete]);

  return action?.kind === 'edit' ? (
    <Suspense fallback={null}>
      <ExerciseEntryDialog
        key={action.id}
        entry={action.entry}
        onClose={onDone}
        onSave={(changes) => calls.update({ id: action.entry.id, changes })}
      />
    </Suspense>
  ) : null;
}
