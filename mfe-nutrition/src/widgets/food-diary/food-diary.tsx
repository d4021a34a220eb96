import type { FoodEntry } from '@chairside/contracts/web';
import { Box, Button, SectionCard, Typography } from '@chairside/ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { groupByMeal, useListTodaysFoodEntriesQuery } from '../../entities/food-entry';
import { DAYS_BACK } from '../../shared/lib/diary-day';
import { setDaysBack, stepShownDay, useShownDay } from '../../shared/lib/shown-day';
import type { DiaryAction } from './ui/diary-actions';
import { DaySwitcher } from './ui/day-switcher';
import { MealSection } from './ui/meal-section';

// Add, Edit, Delete and Undo load at the first press: none of it is on the dashboard's first load.
const DiaryActions = lazy(() => import('./ui/diary-actions'));

let nextAction = 1;

/** The day's entries by meal: step back up to 30 days, correct, delete with Undo, add. */
export function FoodDiary() {
  // Shared with Today's Overview and Today's Progress, which total the day shown here.
  const { date, tz, back, label } = useShownDay();
  const day = { date, tz };
  useEffect(() => () => setDaysBack(0), []);
  const { data: entries = [], isLoading } = useListTodaysFoodEntriesQuery(day);
  // Kept mounted once used, so an Undo outlives the press that started it.
  const [action, setAction] = useState<DiaryAction | null>(null);
  const [used, setUsed] = useState(false);
  const done = useCallback(() => setAction(null), []);
  const act = (a: { kind: 'add' } | { kind: 'edit' | 'delete'; entry: FoodEntry }) => {
    setUsed(true);
    setAction({ ...a, id: nextAction++, day, today: back === 0 });
  };

  const groups = groupByMeal(entries);
  return (
    <SectionCard
      title={`Food Diary - ${label}`}
      action={<DaySwitcher label={label} canGoBack={back < DAYS_BACK} canGoForward={back > 0} onStep={stepShownDay} />}
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
            onEdit={(entry) => act({ kind: 'edit', entry })}
            onDelete={(entry) => act({ kind: 'delete', entry })}
          />
        ))
      )}
      <Box sx={{ mt: 1 }}>
        <Button size="small" variant="outlined" onClick={() => act({ kind: 'add' })}>
          {back === 0 ? 'Add Food' : `Add Food to ${label}`}
        </Button>
      </Box>
      <Suspense fallback={null}>{used ? <DiaryActions action={action} onDone={done} /> : null}</Suspense>
    </SectionCard>
  );
}
