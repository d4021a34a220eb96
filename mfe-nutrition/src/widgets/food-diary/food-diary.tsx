import { Box, Button, LoadFailed, SectionCard, Typography } from '@chairside/ui';
import { lazy, Suspense, useCallback, useEffect, useState } from 'react';
import { groupByMeal, useListTodaysFoodEntriesQuery } from '../../entities/food-entry';
import { MyFoodsButton } from '../../features/my-foods';
import { useT } from '../../shared/i18n';
import { DAYS_BACK } from '../../shared/lib/diary-day';
import { setDaysBack, stepShownDay, useShownDay } from '../../shared/lib/shown-day';
import type { DiaryAction, DiaryRequest } from './ui/diary-actions';
import { DaySwitcher } from './ui/day-switcher';
import { MealSection } from './ui/meal-section';

// Add, Edit, Delete, Undo, Move, copies and saved meals load at the first press: none of it is on
// the dashboard's first load.
const DiaryActions = lazy(() => import('./ui/diary-actions'));

let nextAction = 1;

/** The day's four meals, empty ones too: step back up to 30 days, add to a meal, correct, delete with Undo, copy, save. */
export function FoodDiary() {
  // Shared with Today's Overview and Today's Progress, which total the day shown here.
  const t = useT();
  const { date, tz, back, label } = useShownDay();
  const day = { date, tz };
  useEffect(() => () => setDaysBack(0), []);
  const { data: entries = [], isLoading, isError, refetch } = useListTodaysFoodEntriesQuery(day);
  // Kept mounted once used, so an Undo outlives the press that started it.
  const [action, setAction] = useState<DiaryAction | null>(null);
  const [used, setUsed] = useState(false);
  const done = useCallback(() => setAction(null), []);
  const act = (a: DiaryRequest) => {
    setUsed(true);
    setAction({ ...a, id: nextAction++, day, today: back === 0, label });
  };

  const meals = (list: typeof entries) =>
    groupByMeal(list).map((g) => (
      <MealSection
        key={g.mealType}
        group={g}
        onAdd={(mealType) => act({ kind: 'add', mealType })}
        onMore={(group) => act({ kind: 'meal', group })}
        onEdit={(entry) => act({ kind: 'edit', entry })}
        onMove={(entry) => act({ kind: 'move', entry })}
        onDelete={(entry) => act({ kind: 'delete', entry })}
      />
    ));
  return (
    <SectionCard
      title={t('Food Diary - {{day}}', { day: label })}
      action={<DaySwitcher label={label} canGoBack={back < DAYS_BACK} canGoForward={back > 0} onStep={stepShownDay} />}
    >
      {isLoading ? (
        // While the day loads, the empty day's four meals hold its height unseen: the cards under the
        // diary keep their place, and those further down stay off the first screen (and unloaded).
        <Box aria-hidden sx={{ visibility: 'hidden' }}>
          {meals([])}
        </Box>
      ) : isError ? (
        <LoadFailed onRetry={refetch}>{t('The diary of {{day}} could not be loaded.', { day: label })}</LoadFailed>
      ) : (
        <>
          {entries.length === 0 ? (
            <Typography color="text.secondary" sx={{ mb: 1 }}>
              {back === 0
                ? t('Nothing logged yet today. Add to a meal below, or scan, speak or type from Quick Actions.')
                : t('Nothing logged on this day.')}
            </Typography>
          ) : null}
          {meals(entries)}
        </>
      )}
      <Box sx={{ mt: 1, display: 'flex', flexWrap: 'wrap', gap: 1 }}>
        <Button size="small" variant="outlined" onClick={() => act({ kind: 'add' })}>
          {back === 0 ? t('Add Food') : t('Add Food to {{day}}', { day: label })}
        </Button>
        <MyFoodsButton />
        {entries.length > 0 ? (
          <Button
            size="small"
            aria-label={t('Copy day: {{day}}', { day: label })}
            aria-haspopup="dialog"
            onClick={() => act({ kind: 'copy-to', entries })}
          >
            {t('Copy Day')}
          </Button>
        ) : null}
      </Box>
      <Suspense fallback={null}>{used ? <DiaryActions action={action} onAct={act} onDone={done} /> : null}</Suspense>
    </SectionCard>
  );
}
