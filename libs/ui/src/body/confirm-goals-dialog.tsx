import type { GoalValues } from '@chairside/contracts/web';
import { Box, Button, DialogActions, DialogContent, DialogTitle, Typography } from '@mui/material';
import { Dialog } from '../dialog/back-closes-dialog';

const ROWS: Array<{ key: keyof GoalValues; label: string; unit: string }> = [
  { key: 'calorieGoal', label: 'Calories', unit: 'kcal' },
  { key: 'proteinGoal', label: 'Protein', unit: 'g' },
  { key: 'carbGoal', label: 'Carbs', unit: 'g' },
  { key: 'fatGoal', label: 'Fat', unit: 'g' },
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
  description = 'Your daily goals will change from your current ones to the suggested ones.',
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
  return (
    <Dialog
      open
      onClose={onCancel}
      fullWidth
      maxWidth="xs"
      aria-labelledby="confirm-goals-title"
      aria-describedby="confirm-goals-description"
    >
      <DialogTitle id="confirm-goals-title">Use these as your goals?</DialogTitle>
      <DialogContent>
        <Typography id="confirm-goals-description" sx={{ mb: 1 }}>
          {description}
        </Typography>
        <Box component="table" sx={{ width: '100%', borderCollapse: 'collapse' }} aria-label="Goal changes">
          <thead>
            <tr>
              <Box component="th" scope="col" sx={cell}>
                Goal
              </Box>
              <Box component="th" scope="col" sx={cell}>
                Now
              </Box>
              <Box component="th" scope="col" sx={cell}>
                New
              </Box>
            </tr>
          </thead>
          <tbody>
            {ROWS.map((r) => (
              <tr key={r.key}>
                <Box component="th" scope="row" sx={{ ...cell, fontWeight: 'normal' }}>
                  {r.label}
                </Box>
                <Box component="td" sx={cell}>{`${current[r.key]} ${r.unit}`}</Box>
                <Box component="td" sx={{ ...cell, fontWeight: 'bold' }}>{`${proposed[r.key]} ${r.unit}`}</Box>
              </tr>
            ))}
          </tbody>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel}>Cancel</Button>
        <Button variant="contained" onClick={onConfirm} disabled={saving}>
          {saving ? 'Saving...' : 'Use These Goals'}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
