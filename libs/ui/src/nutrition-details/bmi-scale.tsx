import { bmiMarkerPercent, BMI_SCALE } from '@chairside/contracts/web';
import { Box, Typography, useLocale, useUiT } from '@chairside/ui';

/** A BMI on the 0–40 bar coloured by category, with a marker and the category limits. */
export function BmiScale({ value }: { value: number }) {
  const t = useUiT();
  const locale = useLocale();
  return (
    <Box sx={{ position: 'relative', mt: 2, mb: 3 }}>
      <Box
        aria-hidden
        sx={{
          height: 10,
          borderRadius: 5,
          background:
            'linear-gradient(90deg, #64b5f6 0%, #64b5f6 46%, #81c784 46%, #81c784 62%, #ffb74d 62%, #ffb74d 75%, #e57373 75%)',
        }}
      />
      <Box
        role="img"
        aria-label={t('BMI marker at {{value}}', {
          value: value.toLocaleString(locale, { useGrouping: false, maximumFractionDigits: 20 }),
        })}
        sx={{
          position: 'absolute',
          top: -4,
          left: `${bmiMarkerPercent(value)}%`,
          width: 4,
          height: 18,
          bgcolor: 'text.primary',
          borderRadius: 1,
          transform: 'translateX(-50%)',
        }}
      />
      {BMI_SCALE.labels.map((l) => (
        <Typography
          key={l}
          variant="caption"
          aria-hidden
          sx={{ position: 'absolute', top: 14, left: `${(l / BMI_SCALE.max) * 100}%`, transform: 'translateX(-50%)' }}
        >
          {l}
        </Typography>
      ))}
    </Box>
  );
}
