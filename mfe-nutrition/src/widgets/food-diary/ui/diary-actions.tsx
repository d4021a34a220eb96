import type { FoodEntry, MealType } from '@chairside/contracts/web';
import { mealTypeLabel, useCallFailed, useToast } from '@chairside/ui';
import { Fragment, lazy, Suspense, useEffect, useRef } from 'react';
import type { MealGroup } from '../../../entities/food-entry';
import { useDeleteFoodEntryMutation, useRestoreFoodEntryMutation } from '../api/delete-food-entry-api';
import { t } from '../../../shared/i18n';
import type { MealChoice } from './meal-actions-dialog';

const EntryDialog = lazy(() =>
  import('../../../features/add-manual-entry').then((m) => ({ default: m.AddManualEntryDialog })),
);
const MealActionsDialog = lazy(() => import('./meal-actions-dialog').then((m) => ({ default: m.MealActionsDialog })));
const CopyToDialog = lazy(() => import('../../../features/copy-entries').then((m) => ({ default: m.CopyToDialog })));
const CopyFromDialog = lazy(() =>
  import('../../../features/copy-entries').then((m) => ({ default: m.CopyFromDialog })),
);
const MoveEntryDialog = lazy(() =>
  import('../../../features/copy-entries').then((m) => ({ default: m.MoveEntryDialog })),
);
const SaveMealDialog = lazy(() => import('../../../features/saved-meals').then((m) => ({ default: m.SaveMealDialog })));
const SavedMealsDialog = lazy(() =>
  import('../../../features/saved-meals').then((m) => ({ default: m.SavedMealsDialog })),
);

type DiaryDay = { date: string; tz: string };

/** What a press in the diary asks for. */
export type DiaryRequest =
  | { kind: 'add'; mealType?: MealType }
  | { kind: 'edit' | 'delete' | 'move'; entry: FoodEntry }
  | { kind: 'meal'; group: MealGroup<FoodEntry> }
  | { kind: 'copy-to'; entries: FoodEntry[]; meal?: MealType }
  | { kind: 'copy-from' | 'saved-meals'; meal: MealType }
  | { kind: 'save-meal'; entries: FoodEntry[]; meal: MealType };

/** A request with the diary's day: its date and zone, whether it is today, and its name ('Yesterday'). */
export type DiaryAction = { id: number; day: DiaryDay; today: boolean; label: string } & DiaryRequest;

/** How long a deleted entry can be brought back. */
const UNDO_MS = 5000;

/** What a meal's More leads to, with the meal's entries. */
function fromMealChoice(choice: MealChoice, g: MealGroup<FoodEntry>): DiaryRequest {
  if (choice === 'copy-to') return { kind: 'copy-to', entries: g.entries, meal: g.mealType };
  if (choice === 'save-meal') return { kind: 'save-meal', entries: g.entries, meal: g.mealType };
  return { kind: choice, meal: g.mealType };
}

/**
 * What the diary's presses do, loaded at the first press so the dashboard's first load stays lean:
 * the entry form, the delete and the 5 s Undo that brings the same entry back (photo, portion and
 * time included), and the dialogs that copy, move and save meals (each loaded when first opened).
 */
export default function DiaryActions({
  action,
  onAct,
  onDone,
}: {
  action: DiaryAction | null;
  /** Another dialog in place of this one (a meal's More leads on to the one chosen). */
  onAct: (next: DiaryRequest) => void;
  onDone: () => void;
}) {
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
        failed(result.error, {
          title: t('Delete Failed'),
          description: t('Please try again.'),
          variant: 'destructive',
        });
      else
        toast({
          title: t('Deleted {{food}}', { food: entry.foodName }),
          durationMs: UNDO_MS,
          action: { label: t('Undo'), onClick: () => void undo(entry) },
        });
    });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- `undo` only uses the stable mutation and toasts
  }, [action, deleteEntry, failed, onDone, toast]);

  async function undo(e: FoodEntry) {
    const { foodName } = e;
    const result = await restoreEntry(e.id);
    if ('error' in result)
      failed(result.error, {
        title: t('Undo Failed'),
        description: t('{{food}} could not be restored.', { food: foodName }),
        variant: 'destructive',
      });
    else toast({ title: t('Entry Restored'), description: t('{{food}} is back in your diary.', { food: foodName }) });
  }

  // Keyed by the press, so each opens fresh.
  return (
    <Suspense fallback={null}>
      {action ? <Fragment key={action.id}>{dialogFor(action, onAct, onDone)}</Fragment> : null}
    </Suspense>
  );
}

function dialogFor(a: DiaryAction, onAct: (next: DiaryRequest) => void, onDone: () => void) {
  const { date } = a.day;
  switch (a.kind) {
    case 'add':
      return <EntryDialog open day={a.today ? undefined : a.day} mealType={a.mealType} onClose={onDone} />;
    case 'edit':
      return <EntryDialog open entry={a.entry} day={a.today ? undefined : a.day} onClose={onDone} />;
    case 'delete':
      return null;
    case 'move':
      return <MoveEntryDialog entry={a.entry} date={date} onClose={onDone} />;
    case 'meal':
      return (
        <MealActionsDialog
          title={t('{{meal}} of {{day}}', { meal: mealTypeLabel(a.group.mealType), day: a.label })}
          empty={a.group.entries.length === 0}
          onChoose={(choice) => onAct(fromMealChoice(choice, a.group))}
          onClose={onDone}
        />
      );
    case 'copy-to':
      return <CopyToDialog entries={a.entries} meal={a.meal} date={date} dayLabel={a.label} onClose={onDone} />;
    case 'copy-from':
      return <CopyFromDialog meal={a.meal} date={date} dayLabel={a.label} onClose={onDone} />;
    case 'save-meal':
      return <SaveMealDialog entries={a.entries} meal={a.meal} onClose={onDone} />;
    case 'saved-meals':
      return <SavedMealsDialog meal={a.meal} date={date} dayLabel={a.label} onClose={onDone} />;
  }
}
