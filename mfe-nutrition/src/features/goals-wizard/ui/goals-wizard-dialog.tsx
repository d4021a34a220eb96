import { Dialog, DialogActions, DialogContent, DialogTitle } from '@chairside/ui';
import { useT } from '../../../shared/i18n';
import { GoalsWizardSteps } from './goals-wizard-steps';

/** The dashboard's 'Personalize' dialog: the goals wizard's steps in a dialog frame. */
export function GoalsWizardDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="goals-wizard-title">
      <GoalsWizardSteps
        onCancel={onClose}
        onSaved={onClose}
        frame={({ back, content, actions }) => (
          <>
            <DialogTitle id="goals-wizard-title" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
              {back}
              {t('Personalize Your Goals')}
            </DialogTitle>
            <DialogContent>{content}</DialogContent>
            <DialogActions>{actions}</DialogActions>
          </>
        )}
      />
    </Dialog>
  );
}
