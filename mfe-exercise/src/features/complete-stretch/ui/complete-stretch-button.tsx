import type { ErgonomicStretch } from '@chairside/contracts/web';
import { useToast, Button } from '@chairside/ui';
import { useState } from 'react';
import { useCreateExerciseEntryMutation } from '../../../entities/exercise-entry';
import { STRETCH_LOGGED_TOAST, stretchLogFailure } from '../../../entities/stretch';
import { stretchEntryRequest } from '../model/stretch-entry';

/** 'Mark as Complete' logs the stretch, then reads 'Completed!' and is disabled. */
export function CompleteStretchButton({ stretch, completed }: { stretch: ErgonomicStretch; completed: boolean }) {
  const [createEntry, { isLoading }] = useCreateExerciseEntryMutation();
  // Done at once on success, before today's entries (which also say so) have been fetched again.
  const [justDone, setJustDone] = useState(false);
  const { toast } = useToast();
  const done = completed || justDone;

  async function complete() {
    const result = await createEntry(stretchEntryRequest(stretch));
    if ('error' in result) return toast(stretchLogFailure(result.error));
    setJustDone(true);
    toast(STRETCH_LOGGED_TOAST);
  }

  return (
    <Button
      variant={done ? 'outlined' : 'contained'}
      color={done ? 'success' : 'primary'}
      disabled={done || isLoading}
      onClick={() => void complete()}
    >
      {done ? 'Completed!' : isLoading ? 'Saving...' : 'Mark as Complete'}
    </Button>
  );
}
