import { isUnauthorized, serverMessage } from '@chairside/api-client';
import {
  useCallFailed,
  useToast,
  Alert,
  AlertTitle,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Typography,
} from '@chairside/ui';
import { useT } from '../../../shared/i18n';
import { useId, useState } from 'react';
import { useDeleteBodyCheckInMutation } from '../../../entities/body-check-in';

/**
 * Asks before a check-in is deleted: it is health data the member may want gone, but once gone its
 * scores leave the trend and the suggestions too, and nothing brings them back.
 */
export function DeleteCheckInDialog({
  id,
  onCancel,
  onDeleted,
}: {
  id: string;
  onCancel: () => void;
  onDeleted: () => void;
}) {
  const t = useT();
  const [remove, { isLoading }] = useDeleteBodyCheckInMutation();
  const { toast } = useToast();
  const failed = useCallFailed();
  const titleId = useId();
  const textId = useId();
  const [error, setError] = useState<string | null>(null);

  async function confirm() {
    setError(null);
    const r = await remove(id);
    if ('error' in r) {
      if (isUnauthorized(r.error)) return failed(r.error, { title: t('Error'), variant: 'destructive' });
      // The question stays open with what went wrong, so Retry asks the API again.
      return setError(serverMessage(r.error) ?? t('Please check your connection and try again.'));
    }
    toast({ title: t('Check-in deleted') });
    onDeleted();
  }

  return (
    <Dialog open onClose={onCancel} fullWidth maxWidth="xs" aria-labelledby={titleId} aria-describedby={textId}>
      <DialogTitle id={titleId}>{t('Delete this check-in?')}</DialogTitle>
      <DialogContent>
        <Typography id={textId}>
          {t('Its scores leave your trend and no longer aim your breaks. A deleted check-in cannot be brought back.')}
        </Typography>
        {error ? (
          <Alert
            severity="error"
            role="alert"
            sx={{ mt: 2 }}
            action={
              <Button color="inherit" size="small" onClick={() => void confirm()} disabled={isLoading}>
                {t('Retry')}
              </Button>
            }
          >
            <AlertTitle>{t('Your check-in was not deleted')}</AlertTitle>
            {error}
          </Alert>
        ) : null}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} autoFocus sx={{ minHeight: 44 }}>
          {t('Cancel')}
        </Button>
        <Button
          variant="contained"
          color="error"
          onClick={() => void confirm()}
          disabled={isLoading}
          sx={{ minHeight: 44 }}
        >
          {isLoading ? t('Deleting...') : t('Delete check-in')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
