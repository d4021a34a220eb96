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
  useLocale,
  heightText,
  weightText,
} from '@chairside/ui';
import type { BodyUnits as UnitSystem } from '@chairside/contracts/web';
import { useId } from 'react';
import { GENDERS, type BodyData } from '../model/body-defaults';
import { formatBirthday } from '../model/birthday';
import { useT } from '../../../shared/i18n';
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
  const t = useT();
  const locale = useLocale();
  const notSet = t('Not set');
  const weight = (kg: number | null) => (kg === null ? notSet : weightText(kg, units, locale));
  // `editLabel` names the row for a screen reader ('Edit current weight'); the goal's button says it already.
  const rows: Array<{ editor: BodyEditor; label: string; value: string; action: string; editLabel?: string }> = body
    ? [
        { editor: 'goal', label: t('Goal weight'), value: weight(body.goalWeight), action: t('Change Goal') },
        {
          editor: 'weight',
          label: t('Current weight'),
          value: weight(body.weight),
          action: t('Edit'),
          editLabel: t('Edit current weight'),
        },
        {
          editor: 'height',
          label: t('Height'),
          value: body.height === null ? notSet : heightText(body.height, units, locale),
          action: t('Edit'),
          editLabel: t('Edit height'),
        },
        {
          editor: 'birthday',
          label: t('Date of birth'),
          value: formatBirthday(body.dateOfBirth, locale) ?? notSet,
          action: t('Edit'),
          editLabel: t('Edit date of birth'),
        },
        {
          editor: 'gender',
          label: t('Gender'),
          value: GENDERS.find((g) => g.value === body.gender)?.label() ?? notSet,
          action: t('Edit'),
          editLabel: t('Edit gender'),
        },
      ]
    : [];
  return (
    <Dialog open onClose={onClose} fullWidth maxWidth="xs" aria-labelledby={titleId}>
      <DialogTitle id={titleId}>{t('Goals & Current Weight')}</DialogTitle>
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
                      aria-label={r.editLabel}
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
              <CircularProgress size={24} aria-label={t('Loading your profile')} />
            </Box>
          )}
        </Stack>
      </DialogContent>
      <DialogActions sx={{ justifyContent: 'space-between', px: 3, pb: 2 }}>
        <Button onClick={onHome}>{t('Back to Home')}</Button>
        <Button variant="contained" onClick={onClose}>
          {t('Done')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
