import type { ExerciseEntry } from '@chairside/contracts/web';
import {
  mealTypeLabel,
  relativeTimeText,
  SectionCard,
  useLocale,
  Box,
  Button,
  List,
  ListItem,
  ListItemText,
  Typography,
} from '@chairside/ui';
import { useListTodaysExerciseEntriesQuery } from '../../entities/exercise-entry';
import { useExerciseEntryActions } from '../../features/edit-exercise-entry';
import { useListTodaysFoodEntriesQuery } from '../../entities/food-entry';
import { useT } from '../../shared/i18n';
import { useToday } from '../../shared/lib/use-today';

/** Today's food and exercise, newest first; an exercise entry with Edit and Delete (food has them in the diary). */
export function RecentActivities() {
  const t = useT();
  const locale = useLocale();
  const today = useToday();
  const { act, element } = useExerciseEntryActions();
  const { data: food = [] } = useListTodaysFoodEntriesQuery(today);
  const { data: exercise = [] } = useListTodaysExerciseEntriesQuery(today);
  const items = [
    ...food.map((f) => ({
      id: f.id,
      at: f.createdAt,
      primary: f.foodName,
      secondary: t('{{meal}} · {{kcal}} kcal', { meal: mealTypeLabel(f.mealType), kcal: Math.round(f.calories) }),
      exercise: null as ExerciseEntry | null,
    })),
    ...exercise.map((e) => ({
      id: e.id,
      at: e.createdAt,
      primary: e.name,
      secondary: t('{{minutes}} min · {{kcal}} kcal burned', {
        minutes: e.duration,
        kcal: Math.round(e.caloriesBurned),
      }),
      exercise: e,
    })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, 6);
  return (
    <SectionCard title={t('Recent Activities')}>
      {items.length === 0 ? (
        <Typography color="text.secondary">{t('No activity yet today.')}</Typography>
      ) : (
        <List dense aria-label={t('Recent activities')}>
          {items.map((i) => (
            <ListItem
              key={i.id}
              disableGutters
              secondaryAction={
                <Typography variant="caption" color="text.secondary">
                  {relativeTimeText(i.at, locale)}
                </Typography>
              }
            >
              <Box sx={{ minWidth: 0 }}>
                <ListItemText primary={i.primary} secondary={i.secondary} />
                {i.exercise ? <ExerciseButtons entry={i.exercise} onAct={act} /> : null}
              </Box>
            </ListItem>
          ))}
        </List>
      )}
      {element}
    </SectionCard>
  );
}

function ExerciseButtons({
  entry,
  onAct,
}: {
  entry: ExerciseEntry;
  onAct: (kind: 'edit' | 'delete', e: ExerciseEntry) => void;
}) {
  const t = useT();
  return (
    <Box sx={{ display: 'flex', gap: 0.5, mt: -0.5 }}>
      <Button size="small" aria-label={t('Edit {{name}}', { name: entry.name })} onClick={() => onAct('edit', entry)}>
        {t('Edit')}
      </Button>
      <Button
        size="small"
        color="error"
        aria-label={t('Delete {{name}}', { name: entry.name })}
        onClick={() => onAct('delete', entry)}
      >
        {t('Delete')}
      </Button>
    </Box>
  );
}
