import { ExerciseEntryActions, type ExerciseEntryAction } from '@chairside/ui/exercise-entry';
import {
  useDeleteExerciseEntryMutation,
  useRestoreExerciseEntryMutation,
  useUpdateExerciseEntryMutation,
} from '../api/exercise-entry-changes-api';

/** The shared Edit and Delete with Undo, on this remote's endpoints; loaded at the first press. */
export default function BoundEntryActions(props: { action: ExerciseEntryAction | null; onDone: () => void }) {
  const [update] = useUpdateExerciseEntryMutation();
  const [remove] = useDeleteExerciseEntryMutation();
  const [create] = useRestoreExerciseEntryMutation();
  return <ExerciseEntryActions {...props} calls={{ update, remove, create }} />;
}
