import type { DialogWidgetProps, RemoteWidgetSpec } from '@chairside/contracts/web';
import { RemoteWidget, CloseIcon, Dialog, DialogContent, DialogTitle, IconButton } from '@chairside/ui';

/** A dialog owned by another remote (its exposed widget, one of REMOTE_WIDGETS), embedded here. */
export function EmbeddedWidgetDialog({
  widget,
  onClose,
}: {
  widget: RemoteWidgetSpec<DialogWidgetProps>;
  onClose: () => void;
}) {
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth="xs"
      aria-label={widget.title}
      slotProps={{ paper: { sx: { mx: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined } } } }}
    >
      <DialogTitle sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        {widget.title}
        <IconButton aria-label="Close" onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        <RemoteWidget widget={widget} props={{ onClose }} />
      </DialogContent>
    </Dialog>
  );
}
