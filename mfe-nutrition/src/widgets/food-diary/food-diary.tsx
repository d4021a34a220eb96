import type { FoodEntry } from '@chairside/contracts/web';
import { useCallFailed, useToast, Box, Button, SectionCard, Typography } from '@chairside/ui';
import { lazy, Suspense, useState } from 'react';
import {
  groupByMeal,
  useCreateFoodEntryMutation,
  useDeleteFoodEntryMutation,
  useListTodaysFoodEntriesQuery,
} from '../../entities/food-entry';
import { DAYS_BACK, dayLabel, shiftDate } from '../../shared/lib/diary-day';
import { useToday } from '../../shared/lib/use-today';
import { DaySwitcher } from './ui/day-switcher';
import { MealSection } from './ui/meal-section';
import { UndoDelete } from './ui/undo-delete';

// The entry form (and zod, which it validates with) loads when Edit or Add is first pressed.
const EntryDialog = lazy(() =>
  import('../../features/add-manual-entry').then((m) => ({ default: m.AddManualEntryDialog })),
);

type Editing = { entry?: FoodEntry } | null;

/** The day's entries by meal (issue 16): step back up to 30 days, correct, delete with Undo, add. */
export function FoodDiary() {
  const today = useToday();
  const [back, setBack] = useState(0);
  const day = { date: shiftDate(today.date, -back), tz: today.tz };
  const { data: entries = [], isLoading } = useListTodaysFoodEntriesQuery(day);
  const [editing, setEditing] = useState<Editing>(null);
  const [deleted, setDeleted] = useState<{ entry: FoodEntry; day: typeof day } | null>(null);
  const [deleteEntry] = useDeleteFoodEntryMutation();
  const [createEntry] = useCreateFoodEntryMutation();
  const { toast } = useToast();
  const failed = useCallFailed();
  const label = dayLabel(day.date, today.date);

  async function remove(entry: FoodEntry) {
    const result = await deleteEntry(entry.id);
    if ('error' in result)
      return failed(result.error, { title: 'Delete Failed', description: 'Please try again.', variant: 'destructive' });
    setDeleted({ entry, day });
  }

  async function undo() {
    if (!deleted) return;
    const { entry: e, day: on } = deleted;
    setDeleted(null);
    const { foodName, mealType, calories, protein, carbs, fat, analysisMethod } = e;
    const result = await createEntry({ foodName, mealType, calories, protein, carbs, fat, analysisMethod, ...on });
    if ('error' in result)
      failed(result.error, {
        title: 'Undo Failed',
        description: `${foodName} could not be restored.`,
        variant: 'destructive',
      });
    else toast({ title: 'Entry Restored', description: `${foodName} is back in your diary.` });
  }

  const groups = groupByMeal(entries);
  return (
    <SectionCard
      title={`Food Diary - ${label}`}
      action={
        <DaySwitcher
          label={label}
          canGoBack={back < DAYS_BACK}
          canGoForward={back > 0}
          onStep={(d) => setBack((b) => Math.min(DAYS_BACK, Math.max(0, b - d)))}
        />
      }
    >
      {isLoading ? null : groups.length === 0 ? (
        <Typography color="text.secondary">
          {back === 0
            ? 'Nothing logged yet today. Scan, speak or type your first meal from Quick Actions.'
            : 'Nothing logged on this day.'}
        </Typography>
      ) : (
        groups.map((g) => (
          <MealSection
            key={g.mealType}
            group={g}
            onEdit={(entry) => setEditing({ entry })}
            onDelete={(e) => void remove(e)}
          />
        ))
      )}
      <Box sx={{ mt: 1 }}>
        <Button size="small" variant="outlined" onClick={() => setEditing({})}>
          {back === 0 ? 'Add Food' : `Add Food to ${label}`}
        </Button>
      </Box>
      <Suspense fallback={null}>
        {editing ? (
          <EntryDialog open entry={editing.entry} day={back === 0 ? undefined : day} onClose={() => setEditing(null)} />
        ) : null}
      </Suspense>
      <UndoDelete name={deleted?.entry.foodName ?? null} onUndo={() => void undo()} onClose={() => setDeleted(null)} />
    </SectionCard>
  );
}
