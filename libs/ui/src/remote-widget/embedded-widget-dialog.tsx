import type { DialogWidgetProps, RemoteWidgetSpec } from '@chairside/contracts/web';
import { CloseIcon, Dialog, DialogContent, DialogTitle, IconButton } from '../mui';
import { RemoteWidget } from './remote-widget';
import { widgetTitle } from '../i18n/ui-words';
import { useUiT } from '../i18n/ui-texts';

/**
 * A dialog owned by another remote (its exposed widget, one of REMOTE_WIDGETS) inside this page: the
 * page draws the dialog and its title, the widget its content, and `onClose` ends both.
 */
export function EmbeddedWidgetDialog({
  widget,
  onClose,
  maxWidth = 'sm',
}: {
  widget: RemoteWidgetSpec<DialogWidgetProps>;
  onClose: () => void;
  maxWidth?: 'xs' | 'sm' | 'md';
}) {
  const t = useUiT();
  const title = widgetTitle(widget);
  return (
    <Dialog
      open
      onClose={onClose}
      fullWidth
      maxWidth={maxWidth}
      aria-label={title}
      // A phone gives the widget (a wizard, a list) the screen's width, not MUI's 32 px margins.
      slotProps={{ paper: { sx: { mx: { xs: 1, sm: 4 }, width: { xs: 'calc(100% - 16px)', sm: undefined } } } }}
    >
      <DialogTitle sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center' }}>
        {title}
        <IconButton aria-label={t('Close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      <DialogContent sx={{ px: { xs: 2, sm: 3 } }}>
        <RemoteWidget widget={widget} props={{ onClose }} />
      </DialogContent>
    </Dialog>
  );
}
