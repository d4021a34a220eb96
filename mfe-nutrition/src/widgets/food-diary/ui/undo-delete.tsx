import { Alert, Button, Snackbar } from '@chairside/ui';

/** How long a deleted entry can be brought back. */
export const UNDO_MS = 5000;

/**
 * The diary's own snackbar: the shared toast has no action button, and Undo must be one click away
 * while it shows.
 */
export function UndoDelete({
  name,
  onUndo,
  onClose,
}: {
  name: string | null;
  onUndo: () => void;
  onClose: () => void;
}) {
  return (
    <Snackbar
      key={name ?? ''}
      open={name !== null}
      autoHideDuration={UNDO_MS}
      onClose={(_e, reason) => reason !== 'clickaway' && onClose()}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'left' }}
    >
      <Alert
        severity="info"
        variant="filled"
        role="status"
        data-testid="undo-toast"
        action={
          <Button color="inherit" size="small" onClick={onUndo}>
            Undo
          </Button>
        }
      >
        {`Deleted ${name ?? ''}`}
      </Alert>
    </Snackbar>
  );
}
