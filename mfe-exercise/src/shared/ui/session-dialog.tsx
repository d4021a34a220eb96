import { CloseIcon, Dialog, DialogTitle, IconButton } from '@chairside/ui';
import { useId, type ReactNode } from 'react';
import { useT } from '../i18n';

const WIDTH = { sm: 560, md: 900 } as const;

/**
 * A dialog that holds work in progress (a check-in, a break): full screen on a phone, a roomy dialog
 * from the sm breakpoint up, its title beside a close button. A stray tap beside it must not throw the
 * work away, so the backdrop does not close it; X, Cancel and Escape do. `describedBy` names the
 * element inside that describes the dialog.
 */
export function SessionDialog({
  open,
  onClose,
  title,
  size,
  describedBy,
  children,
}: {
  open: boolean;
  onClose: () => void;
  title: string;
  size: keyof typeof WIDTH;
  describedBy?: string;
  children: ReactNode;
}) {
  const t = useT();
  const titleId = useId();
  return (
    <Dialog
      open={open}
      onClose={(_e, reason) => reason !== 'backdropClick' && onClose()}
      fullWidth
      maxWidth={size}
      aria-labelledby={titleId}
      aria-describedby={describedBy}
      slotProps={{
        paper: {
          sx: {
            m: { xs: 0, sm: 4 },
            width: { xs: '100%' },
            maxWidth: { xs: '100%', sm: WIDTH[size] },
            height: { xs: '100%', sm: 'auto' },
            maxHeight: { xs: '100%', sm: 'calc(100% - 64px)' },
            borderRadius: { xs: 0, sm: 3 },
          },
        },
      }}
    >
      <DialogTitle id={titleId} sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', pr: 1 }}>
        {title}
        <IconButton aria-label={t('Close')} onClick={onClose}>
          <CloseIcon />
        </IconButton>
      </DialogTitle>
      {children}
    </Dialog>
  );
}
