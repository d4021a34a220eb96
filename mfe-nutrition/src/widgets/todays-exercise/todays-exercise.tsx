import { SectionCard, Typography } from '@chairside/ui';
import { ExerciseEntryList } from '@chairside/ui/exercise-entry';
import { useListTodaysExerciseEntriesQuery } from '../../entities/exercise-entry';
import { useExerciseEntryActions } from '../../features/edit-exercise-entry';
import { useToday } from '../../shared/lib/use-today';

/** Today's exercise entries on /progress, each with Edit and Delete with Undo. */
export function TodaysExercise() {
  const today = useToday();
  const { data: entries } = useListTodaysExerciseEntriesQuery(today);
  const { act, element } = useExerciseEntryActions();
  return (
    <SectionCard title="Today's Exercise">
      {!entries ? null : entries.length === 0 ? (
        <Typography color="text.secondary">No exercise logged yet today.</Typography>
      ) : (
        <ExerciseEntryList
          entries={entries}
          label="Exercise logged today"
          onEdit={(e) => act('edit', e)}
          onDelete={(e) => act('delete', e)}
        />
      )}
      {element}
    </SectionCard>
  );
}
