import { Box, Button, Typography } from '@chairside/ui';
import { useId } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useGetBodyCheckInStatusQuery } from '../../../entities/body-check-in-status';
import { useT } from '../../../shared/i18n';

/** /stretches opens the check-in dialog when it is asked for in the address. */
const CHECK_IN = '/stretches?checkin=1';

/**
 * The weekly body check-in, invited when it is due (a week after the last one). It is an invitation,
 * not part of the day's numbers: while the status loads, when it fails, and when nothing is due, the
 * card shows its activity alone.
 */
export function BodyCheckInInvite() {
  const t = useT();
  const { data } = useGetBodyCheckInStatusQuery();
  const headingId = useId();
  if (!data?.due) return null;
  return (
    <Box
      role="group"
      aria-labelledby={headingId}
      sx={{
        mt: 2,
        p: 1.5,
        border: 1,
        borderColor: 'divider',
        borderRadius: 1,
        display: 'flex',
        flexWrap: 'wrap',
        alignItems: 'center',
        justifyContent: 'space-between',
        gap: 1,
      }}
    >
      <Box sx={{ minWidth: 0 }}>
        <Typography id={headingId} variant="subtitle2" component="h3">
          {t('Weekly body check-in')}
        </Typography>
        <Typography variant="body2" color="text.secondary">
          {t('How are your neck, back and wrists this week?')}
        </Typography>
      </Box>
      <Button component={RouterLink} to={CHECK_IN} variant="contained" size="small" sx={{ minHeight: 44 }}>
        {t('Check in')}
      </Button>
    </Box>
  );
}
