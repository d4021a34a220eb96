import { SectionCard, Typography } from '@chairside/ui';
import { ExerciseEntryList } from '@chairside/ui/exercise-entry';
import { useListTodaysExerciseEntriesQuery } from '../../entities/exercise-entry';
import { useExerciseEntryActions } from '../../features/edit-exercise-entry';
import { useT } from '../../shared/i18n';
import { useToday } from '../../shared/lib/use-today';

/** Today's exercise entries on /progress, each with Edit and Delete with Undo. */
export function TodaysExercise() {
  const t = useT();
  const today = useToday();
  const { data: entries } = useListTodaysExerciseEntriesQuery(today);
  const { act, element } = useExerciseEntryActions();
  return (
    <SectionCard title={t("Today's Exercise")}>
      {!entries ? null : entries.length === 0 ? (
        <Typography color="text.secondary">{t('No exercise logged yet today.')}</Typography>
      ) : (
        <ExerciseEntryList
          entries={entries}
          label={t('Exercise logged today')}
          onEdit={(e) => act('edit', e)}
          onDelete={(e) => act('delete', e)}
        />
      )}
      {element}
    </SectionCard>
  );
}
