import { ArrowBackIcon, Button, Dialog, DialogActions, DialogContent, DialogTitle, IconButton } from '@chairside/ui';
import { useId, type ReactNode } from 'react';
import { useT } from '../i18n';

/**
 * A sub-dialog of Goals & Current Weight: a back arrow, its editor, and 'Save changes'
 * ('Saving...' while pending). Escape or a tap beside it is the back arrow: the main dialog returns.
 */
export function SubDialog({
  title,
  onBack,
  onSave,
  saving,
  saveDisabled,
  children,
}: {
  title: string;
  onBack: () => void;
  onSave: () => void;
  saving: boolean;
  saveDisabled?: boolean;
  children: ReactNode;
}) {
  const titleId = useId();
  const t = useT();
  return (
    <Dialog open onClose={onBack} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId} sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
        <IconButton aria-label={t('Back')} onClick={onBack} edge="start">
          <ArrowBackIcon />
        </IconButton>
        {title}
      </DialogTitle>
      <DialogContent>{children}</DialogContent>
      <DialogActions>
        <Button variant="contained" onClick={onSave} disabled={saving || saveDisabled} fullWidth>
          {saving ? t('Saving...') : t('Save changes')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
