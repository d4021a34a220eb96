import type { FoodEntry } from '@chairside/contracts/web';
import { useCallFailed, useToast } from '@chairside/ui';
import { lazy, Suspense, useEffect, useRef } from 'react';
import { useDeleteFoodEntryMutation, useRestoreFoodEntryMutation } from '../api/delete-food-entry-api';

const EntryDialog = lazy(() =>
  import('../../../features/add-manual-entry').then((m) => ({ default: m.AddManualEntryDialog })),
);

type DiaryDay = { date: string; tz: string };
export type DiaryAction = { id: number; day: DiaryDay; today: boolean } & (
  { kind: 'add' } | { kind: 'edit'; entry: FoodEntry } | { kind: 'delete'; entry: FoodEntry }
);

/** How long a deleted entry can be brought back. */
const UNDO_MS = 5000;

/**
 * What the diary's Add, Edit and Delete do, loaded at the first press so the dashboard's first load
 * stays lean: the entry form, the delete and the 5 s Undo that brings the same entry back (photo,
 * portion and time included).
 */
export default function DiaryActions({ action, onDone }: { action: DiaryAction | null; onDone: () => void }) {
  const [deleteEntry] = useDeleteFoodEntryMutation();
  const [restoreEntry] = useRestoreFoodEntryMutation();
  const { toast } = useToast();
  const failed = useCallFailed();
  const handled = useRef(0);

  useEffect(() => {
    if (action?.kind !== 'delete' || handled.current === action.id) return;
    handled.current = action.id;
    onDone();
    const { entry } = action;
    void deleteEntry(entry.id).then((result) => {
      if ('error' in result)
        failed(result.error, { title: 'Delete Failed', description: 'Please try again.', variant: 'destructive' });
      else
        toast({
          title: `Deleted ${entry.foodName}`,
          durationMs: UNDO_MS,
          action: { label: 'Undo', onClick: () => void undo(entry) },
        });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `undo` only uses the stable mutation and toasts
  }, [action, deleteEntry, failed, onDone, toast]);

  async function undo(e: FoodEntry) {
    const { foodName } = e;
    const result = await restoreEntry(e.id);
    if ('error' in result)
      failed(result.error, {
        title: 'Undo Failed',
        description: `${foodName} could not be restored.`,
        variant: 'destructive',
      });
    else toast({ title: 'Entry Restored', description: `${foodName} is back in your diary.` });
  }

  const form = action && action.kind !== 'delete' ? action : null;
  return (
    <>
      <Suspense fallback={null}>
        {form ? (
          <EntryDialog
            open
            entry={form.kind === 'edit' ? form.entry : undefined}
            day={form.today ? undefined : form.day}
            onClose={onDone}
          />
        ) : null}
      </Suspense>
    </>
  );
}
