import { ExerciseEntryActions, type ExerciseEntryAction } from '@chairside/ui/exercise-entry';
import {
  useCreateExerciseEntryMutation,
  useDeleteExerciseEntryMutation,
  useUpdateExerciseEntryMutation,
} from '../../../entities/exercise-entry';

/** The shared Edit and Delete with Undo, on this remote's endpoints; loaded at the first press. */
export default function BoundEntryActions(props: { action: ExerciseEntryAction | null; onDone: () => void }) {
  const [update] = useUpdateExerciseEntryMutation();
  const [remove] = useDeleteExerciseEntryMutation();
  const [create] = useCreateExerciseEntryMutation();
  return <ExerciseEntryActions {...props} calls={{ update, remove, create }} />;
}
