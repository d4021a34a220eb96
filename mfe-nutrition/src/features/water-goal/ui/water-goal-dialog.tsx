import type { WaterDay } from '@chairside/contracts/web';
import { Dialog, DialogContent, DialogTitle } from '@chairside/ui';
import { useT } from '../../../shared/i18n';
import { WaterGoalForm } from './water-goal-form';

/** The dashboard Water card's Goal dialog around the form Settings embeds as a widget. */
export function WaterGoalDialog({ day, onClose }: { day: WaterDay; onClose: () => void }) {
  const t = useT();
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="water-goal-title">
      <DialogTitle id="water-goal-title">{t('Water Goal')}</DialogTitle>
      <DialogContent>
        <WaterGoalForm day={day} onClose={onClose} />
      </DialogContent>
    </Dialog>
  );
}
