import { relativeTime } from '@chairside/contracts/web';
import { mealTypeLabel, SectionCard, List, ListItem, ListItemText, Typography } from '@chairside/ui';
import { useListTodaysExerciseEntriesQuery } from '../../entities/exercise-entry';
import { useListTodaysFoodEntriesQuery } from '../../entities/food-entry';
import { useToday } from '../../shared/lib/use-today';

/** Today's food and exercise, newest first. */
export function RecentActivities() {
  const today = useToday();
  const { data: food = [] } = useListTodaysFoodEntriesQuery(today);
  const { data: exercise = [] } = useListTodaysExerciseEntriesQuery(today);
  const items = [
    ...food.map((f) => ({
      id: f.id,
      at: f.createdAt,
      primary: f.foodName,
      secondary: `${mealTypeLabel(f.mealType)} · ${Math.round(f.calories)} kcal`,
    })),
    ...exercise.map((e) => ({
      id: e.id,
      at: e.createdAt,
      primary: e.name,
      secondary: `${e.duration} min · ${Math.round(e.caloriesBurned)} kcal burned`,
    })),
  ]
    .sort((a, b) => b.at.localeCompare(a.at))
    .slice(0, 6);
  return (
    <SectionCard title="Recent Activities">
      {items.length === 0 ? (
        <Typography color="text.secondary">No activity yet today.</Typography>
      ) : (
        <List dense aria-label="Recent activities">
          {items.map((i) => (
            <ListItem
              key={i.id}
              disableGutters
              secondaryAction={
                <Typography variant="caption" color="text.secondary">
                  {relativeTime(i.at)}
                </Typography>
              }
            >
              <ListItemText primary={i.primary} secondary={i.secondary} />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
