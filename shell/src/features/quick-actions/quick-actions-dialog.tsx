import { ActionTile, Box, Dialog, DialogContent, DialogTitle } from '@chairside/ui';
import { useNavigate } from 'react-router-dom';
import { useT } from '../../shared/i18n';
import { QUICK_ACTION_TARGETS, storePendingAction, type QuickActionTarget } from './quick-action-targets';

export function QuickActionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const t = useT();
  const navigate = useNavigate();
  function go(target: QuickActionTarget) {
    if (target.pending) storePendingAction(target.pending);
    onClose();
    navigate(target.to);
  }
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="quick-actions-title" fullWidth maxWidth="xs">
      <DialogTitle id="quick-actions-title">{t('Quick Actions')}</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
          {QUICK_ACTION_TARGETS.map((target) => (
            <ActionTile
              key={`${target.to}${target.pending ?? ''}`}
              label={target.label()}
              Icon={target.Icon}
              primary={!!target.pending}
              onClick={() => go(target)}
            />
          ))}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
