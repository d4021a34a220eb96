import type { DialogWidgetProps, RemoteWidgetSpec } from '@chairside/contracts/web';
import { RemoteWidget, CloseIcon, Dialog, DialogContent, DialogTitle, IconButton } from '@chairside/ui';

/** A dialog owned by another remote (its exposed widget, one of REMOTE_WIDGETS), embedded on the dashboard. */
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
      maxWidth="sm"
      aria-label={widget.title}
      // A phone gives the widget (a wizard, a list) the screen's width, not MUI's 32 px margins.
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
