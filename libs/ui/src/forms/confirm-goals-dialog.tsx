import type { GoalValues } from '@chairside/contracts/web';
import {
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  tUi,
  Typography,
  useLocale,
  useUiT,
} from '@chairside/ui';

const ROWS: Array<{ key: keyof GoalValues; label: () => string; unit: string }> = [
  { key: 'calorieGoal', label: () => tUi('Calories'), unit: 'kcal' },
  { key: 'proteinGoal', label: () => tUi('Protein'), unit: 'g' },
  { key: 'carbGoal', label: () => tUi('Carbs'), unit: 'g' },
  { key: 'fatGoal', label: () => tUi('Fat'), unit: 'g' },
];

const cell = { py: 0.75, px: 1, textAlign: 'left', borderBottom: 1, borderColor: 'divider' } as const;

/**
 * Saving a suggestion over the goals asks first (docs/decisions.md "Goals"), showing what would
 * change: Body Measurements' 'Use as My Goals', and the offer to recompute after body data changes.
 */
export function ConfirmGoalsDialog({
  current,
  proposed,
  saving,
  description,
  onCancel,
  onConfirm,
}: {
  current: GoalValues;
  proposed: GoalValues;
  saving: boolean;
  description?: string;
  onCancel: () => void;
  onConfirm: () => void;
}) {
  const t = useUiT();
  const locale = useLocale();
  const amount = (n: number, unit: string) => `${n.toLocaleString(locale, { useGrouping: false })} ${unit}`;
  return (
    <Dialog
      open
      onClose={onCancel}
      fullWidth
      maxWidth="xs"
      aria-labelledby="confirm-goals-title"
      aria-describedby="confirm-goals-description"
    >
      <DialogTitle id="confirm-goals-title">{t('Use these as your goals?')}</DialogTitle>
      <DialogContent>
        <Typography id="confirm-goals-description" sx={{ mb: 1 }}>
          {description ?? t('Your daily goals will change from your current ones to the suggested ones.')}
        </Typography>
        <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }} aria-label={t('Goal changes')}>
          <thead>
            <tr>
              <Box component="th" scope="col" sx={cell}>
                {t('Goal')}
              </Box>
              <Box component="th" scope="col" sx={cell}>
                {t('Now')}
              </Box>
              <Box component="th" scope="col" sx={cell}>
                {t('New')}
              </Box>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((r) => (
              <tr key={r.key}>
                <Box component="th" scope="row" sx={{ ...cell, fontWeight: 'normal' }}>
                  {r.label()}
                </Box>
                <Box component="td" sx={cell}>
                  {amount(current[r.key], r.unit)}
                </Box>
                <Box component="td" sx={{ ...cell, fontWeight: 'bold' }}>
                  {amount(proposed[r.key], r.unit)}
                </Box>
              </tr>
            ))}
          </tbody>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>{t('Cancel')}</Button>
        <Button variant="contained" onClick={onConfirm} disabled={saving}>
          {saving ? t('Saving...') : t('Use These Goals')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
