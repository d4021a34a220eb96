import { Box, Stack, Typography } from '@mui/material';
import { formatKcal } from '../goal-bar/goal-status';
import { useUiT } from '../i18n/ui-texts';
import { useLocale } from '../i18n/use-locale';
import { MACRO_COLORS } from '../theme/tokens';

const SIZE = 148;
const STROKE = 14;
const R = (SIZE - STROKE) / 2;
const CIRCUMFERENCE = 2 * Math.PI * R;

/**
 * The day's calories at a glance: the ring fills with what was eaten out of the goal plus what was
 * burned; the centre says what is left (the budget the way MyFitnessPal users know it: goal − eaten
 * + burned). The numbers are text beside the drawing, so a screen reader reads them once.
 */
export function CalorieRing({ eaten, burned, goal }: { eaten: number; burned: number; goal: number }) {
  const t = useUiT();
  const locale = useLocale();
  const budget = goal + burned;
  const remaining = Math.round(budget - eaten);
  const over = remaining < 0;
  const share = budget > 0 ? Math.min(1, eaten / budget) : eaten > 0 ? 1 : 0;
  const rows = [
    { key: 'eaten', label: t('Eaten'), value: eaten, color: MACRO_COLORS.calories },
    { key: 'burned', label: t('Burned'), value: burned, color: MACRO_COLORS.burned },
    { key: 'goal', label: t('Goal'), value: goal, color: 'text.primary' },
  ];
  return (
    <Stack direction="row" spacing={3} sx={{ alignItems: 'center', flexWrap: 'wrap', rowGap: 2 }}>
      <Box sx={{ position: 'relative', width: SIZE, height: SIZE, flexShrink: 0 }}>
        <svg width={SIZE} height={SIZE} viewBox={`0 0 ${SIZE} ${SIZE}`} aria-hidden="true">
          <circle cx={SIZE / 2} cy={SIZE / 2} r={R} fill="none" stroke="#e3ebeb" strokeWidth={STROKE} />
          <circle
            cx={SIZE / 2}
            cy={SIZE / 2}
            r={R}
            fill="none"
            stroke={over ? '#c62828' : MACRO_COLORS.calories}
            strokeWidth={STROKE}
            strokeLinecap="round"
            strokeDasharray={`${share * CIRCUMFERENCE} ${CIRCUMFERENCE}`}
            transform={`rotate(-90 ${SIZE / 2} ${SIZE / 2})`}
          />
        </svg>
        <Box sx={{ position: 'absolute', inset: 0, display: 'grid', placeContent: 'center', textAlign: 'center' }}>
          <Typography component="p" sx={{ fontSize: '1.75rem', fontWeight: 700, lineHeight: 1.1 }}>
            {formatKcal(Math.abs(remaining), locale)}
          </Typography>
          <Typography variant="caption" color={over ? 'error.main' : 'text.secondary'}>
            {over ? t('kcal over') : t('kcal left')}
          </Typography>
        </Box>
      </Box>
      {/* One line each ('Eaten 750 kcal'), so each reads as one phrase. */}
      <Stack spacing={0.5}>
        {rows.map((r) => (
          <Typography key={r.key} variant="body2" color="text.secondary">
            {r.label}{' '}
            <Box component="strong" sx={{ color: r.color, fontWeight: 700 }}>
              {`${formatKcal(r.value, locale)} kcal`}
            </Box>
          </Typography>
        ))}
      </Stack>
    </Stack>
  );
}
