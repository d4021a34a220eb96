import { ActionTile, Box, Dialog, DialogContent, DialogTitle } from '@chairside/ui';
import { useNavigate } from 'react-router-dom';
import { QUICK_ACTION_TARGETS, storePendingAction, type QuickActionTarget } from './quick-action-targets';

export function QuickActionsDialog({ open, onClose }: { open: boolean; onClose: () => void }) {
  const navigate = useNavigate();
  function go(t: QuickActionTarget) {
    if (t.pending) storePendingAction(t.pending);
    onClose();
    navigate(t.to);
  }
  return (
    <Dialog open={open} onClose={onClose} aria-labelledby="quick-actions-title" fullWidth maxWidth="xs">
      <DialogTitle id="quick-actions-title">Quick Actions</DialogTitle>
      <DialogContent>
        <Box sx={{ display: 'grid', gridTemplateColumns: 'repeat(3, minmax(0, 1fr))', gap: 1 }}>
          {QUICK_ACTION_TARGETS.map((t) => (
            <ActionTile key={t.label} label={t.label} Icon={t.Icon} primary={!!t.pending} onClick={() => go(t)} />
          ))}
        </Box>
      </DialogContent>
    </Dialog>
  );
}
