import type { ErgonomicStretch } from '@chairside/contracts/web';
import { useCallFailed, useToast, Box, Button, CheckIcon, Typography } from '@chairside/ui';
import { useState } from 'react';
import { useCreateExerciseEntryMutation, useDeleteExerciseEntryMutation } from '../../../entities/exercise-entry';
import { stretchLoggedToast, stretchLogFailure, stretchText } from '../../../entities/stretch';
import { useT } from '../../../shared/i18n';
import { stretchEntryRequest } from '../model/stretch-entry';

/**
 * 'Mark as Complete' logs the stretch; then 'Completed!' reads as a done state (a tick and text, not a
 * greyed button), with Undo beside it when the tick was its own entry, so a wrong tick can be taken back.
 */
export function CompleteStretchButton({
  stretch,
  completed,
  tickEntryId,
}: {
  stretch: ErgonomicStretch;
  completed: boolean;
  /** Today's entry that logged this stretch alone, when there is one. */
  tickEntryId: string | undefined;
}) {
  const t = useT();
  const name = stretchText(stretch.name);
  const [createEntry, { isLoading }] = useCreateExerciseEntryMutation();
  const [deleteEntry, deleting] = useDeleteExerciseEntryMutation();
  // Done at once on success, before today's entries (which also say so) have been fetched again.
  const [justLogged, setJustLogged] = useState<string | null>(null);
  const [undone, setUndone] = useState(false);
  const { toast } = useToast();
  const failed = useCallFailed();
  const entryId = justLogged ?? tickEntryId;
  const done = (completed && !undone) || justLogged !== null;

  async function complete() {
    const result = await createEntry(stretchEntryRequest(stretch));
    if ('error' in result) return toast(stretchLogFailure(result.error));
    setUndone(false);
    setJustLogged(result.data.id);
    toast(stretchLoggedToast());
  }

  async function undo() {
    if (!entryId) return;
    const result = await deleteEntry(entryId);
    if ('error' in result)
      return failed(result.error, {
        title: t('Undo Failed'),
        description: t('Please try again.'),
        variant: 'destructive',
      });
    setJustLogged(null);
    setUndone(true);
    toast({ title: t('Tick Removed'), description: t('{{name}} is no longer logged today.', { name }) });
  }

  if (done)
    return (
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography
          role="status"
          sx={{ color: 'success.dark', fontWeight: 700, display: 'inline-flex', alignItems: 'center', gap: 0.5 }}
        >
          <CheckIcon fontSize="small" aria-hidden />
          {t('Completed!')}
        </Typography>
        {entryId ? (
          <Button
            size="small"
            onClick={() => void undo()}
            disabled={deleting.isLoading}
            aria-label={t('Undo {{name}}', { name })}
          >
            {t('Undo')}
          </Button>
        ) : null}
      </Box>
    );
  return (
    <Button variant="contained" color="primary" disabled={isLoading} onClick={() => void complete()}>
      {isLoading ? t('Saving...') : t('Mark as Complete')}
    </Button>
  );
}
