import { Dialog, DialogContent, DialogTitle } from '@chairside/ui';
import { useT } from '../../../shared/i18n';
import { AdjustGoalsForm } from './adjust-goals-form';

/** The dashboard's Adjust Goals dialog around the form the settings page embeds as a widget. */
export function AdjustGoalsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="adjust-goals-title">
      <DialogTitle id="adjust-goals-title">{t('Adjust Goals')}</DialogTitle>
      <DialogContent>
        <AdjustGoalsForm onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}
