import { Box, LinearProgress, Typography } from '@mui/material';
import { useId } from 'react';
import { useLocale } from '../i18n/use-locale';
import { formatAmount, goalPercent, goalStatus, goalStatusLabel } from './goal-status';

export interface GoalBarProps {
  label: string;
  eaten: number;
  goal: number;
  unit?: string;
  /** The macro's colour (MACRO_COLORS); the theme's primary otherwise. */
  color?: string;
}

const statusColor = {
  'Over goal': 'error',
  'On track': 'success',
  'Good progress': 'primary',
  'Keep going': 'inherit',
} as const;

export function GoalBar({ label, eaten, goal, unit = '', color }: GoalBarProps) {
  const pct = goalPercent(eaten, goal);
  const status = goalStatus(eaten, goal);
  const locale = useLocale();
  // Not from the label: a translated label may have no word characters (蛋白质).
  const id = useId();
  return (
    <Box sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'baseline', gap: 1 }}>
        <Typography id={id} variant="subtitle2" component="span">
          {label}
        </Typography>
        <Typography
          variant="body2"
          component="span"
        >{`${formatAmount(eaten, locale)} / ${formatAmount(goal, locale)}${unit}`}</Typography>
      </Box>
      <LinearProgress
        variant="determinate"
        value={pct}
        aria-labelledby={id}
        color={status === 'Over goal' ? 'error' : 'primary'}
        sx={{
          height: 8,
          borderRadius: 4,
          my: 0.5,
          ...(color && status !== 'Over goal'
            ? { bgcolor: `${color}22`, '& .MuiLinearProgress-bar': { bgcolor: color } }
            : {}),
        }}
      />
      <Typography
        variant="caption"
        color={statusColor[status] === 'inherit' ? 'text.secondary' : `${statusColor[status]}.main`}
      >
        {`${goalStatusLabel(status)} · ${Math.round(pct).toLocaleString(locale)}%`}
      </Typography>
    </Box>
  );
}
