import { todayQuery } from '@chairside/api-client';
import { SectionCard, Typography } from '@chairside/ui';
import { ExerciseEntryList } from '@chairside/ui/exercise-entry';
import { useListExerciseEntriesOfDayQuery } from '../../entities/exercise-entry';
import { useExerciseEntryActions } from '../../features/edit-exercise-entry';
import { useT } from '../../shared/i18n';

/** Today's exercise entries (stretches, breaks and workouts), each with Edit and Delete with Undo. */
export function LoggedToday() {
  const t = useT();
  const { data: entries } = useListExerciseEntriesOfDayQuery(todayQuery());
  const { act, element } = useExerciseEntryActions();
  return (
    <SectionCard title={t('Logged today')}>
      {!entries ? null : entries.length === 0 ? (
        <Typography color="text.secondary">{t('Nothing logged yet today.')}</Typography>
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
