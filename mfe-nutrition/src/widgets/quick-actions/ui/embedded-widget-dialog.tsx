import { RemoteWidget } from '@chairside/ui';
import CloseIcon from '@mui/icons-material/Close';
import { Dialog, DialogContent, DialogTitle, IconButton } from '@mui/material';

/** A dialog owned by another remote (its exposed widget), embedded on the dashboard. */
export function EmbeddedWidgetDialog({
  title,
  remote,
  module,
  onClose,
}: {
  title: string;
  remote: string;
  module: string;
  onClose: () => void;
}) {
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="sm" aria-label={title}>
      <DialogTitle sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        {title}
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent>
        <RemoteWidget remote={remote} module={module} area={title} props={{ onClose }} />
      </DialogContent>
    </Dialog>
  );
}
