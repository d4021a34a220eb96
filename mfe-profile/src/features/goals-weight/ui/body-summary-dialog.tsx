import {
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  List,
  ListItem,
  ListItemText,
  Stack,
} from '@chairside/ui';
import { formatHeight, formatWeight, type BodyUnits as UnitSystem } from '@chairside/contracts/web';
import { useId } from 'react';
import { GENDERS, type BodyData } from '../model/body-defaults';
import { formatBirthday } from '../model/birthday';
import { UnitToggle } from './unit-toggle';

export type BodyEditor = 'goal' | 'weight' | 'height' | 'birthday' | 'gender';

/** The Goals & Current Weight dialog itself: the unit switch and one row per value. */
export function BodySummaryDialog({
  body,
  units,
  onUnits,
  onEdit,
  onClose,
  onHome,
}: {
  body: BodyData | null;
  units: UnitSystem;
  onUnits: (u: UnitSystem) => void;
  onEdit: (e: BodyEditor) => void;
  onClose: () => void;
  onHome: () => void;
}) {
  const titleId = useId();
  const weight = (kg: number | null) => (kg === null ? 'Not set' : formatWeight(kg, units));
  const rows: Array<{ editor: BodyEditor; label: string; value: string; action: string }> = body
    ? [
        { editor: 'goal', label: 'Goal weight', value: weight(body.goalWeight), action: 'Change Goal' },
        { editor: 'weight', label: 'Current weight', value: weight(body.weight), action: 'Edit' },
        {
          editor: 'height',
          label: 'Height',
          value: body.height === null ? 'Not set' : formatHeight(body.height, units),
          action: 'Edit',
        },
        {
          editor: 'birthday',
          label: 'Date of birth',
          value: formatBirthday(body.dateOfBirth) ?? 'Not set',
          action: 'Edit',
        },
        {
          editor: 'gender',
          label: 'Gender',
          value: GENDERS.find((g) => g.value === body.gender)?.label ?? 'Not set',
          action: 'Edit',
        },
      ]
    : [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>Goals & Current Weight</DialogTitle>
      <DialogContent>
        <Stack spacing={2} sx={{ pt: 1 }}>
          <UnitToggle value={units} onChange={onUnits} />
          {body ? (
            <List disablePadding>
              {rows.map((r) => (
                <ListItem
                  key={r.editor}
                  divider
                  disableGutters
                  secondaryAction={
                    <Button
                      size="small"
                      variant={r.editor === 'goal' ? 'contained' : 'outlined'}
                      onClick={() => onEdit(r.editor)}
                      aria-label={r.action === 'Edit' ? `Edit ${r.label.toLowerCase()}` : undefined}
                    >
                      {r.action}
                    </Button>
                  }
                  sx={{ pr: 14 }}
                >
                  <ListItemText
                    primary={r.label}
                    secondary={r.value}
                    slotProps={{
                      primary: { variant: 'body2', color: 'text.secondary' },
                      secondary: { variant: 'h6', component: 'p', color: 'text.primary' },
                    }}
                  />
                </ListItem>
              ))}
            </List>
          ) : (
            <Box role="status" sx={{ display: 'flex', justifyContent: 'center', py: 3 }}>
              <CircularProgress size={24} aria-label="Loading your profile" />
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
        <Button onClick={onHome}>Back to Home</Button>
        <Button variant="contained" onClick={onClose}>
          Done
        </Button>
      </DialogActions>
    </Dialog>
  );
}
