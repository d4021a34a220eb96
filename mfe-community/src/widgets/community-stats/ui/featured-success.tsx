import { Box, Chip, SectionCard, Typography } from '@chairside/ui';
import { useT } from '../../../shared/i18n';

// A static story. Sample content, labelled as such.
export function FeaturedSuccess() {
  const t = useT();
  return (
    <SectionCard
      title={t('Featured Success')}
      action={<Chip size="small" label={t('Sample story')} variant="outlined" />}
    >
      <Typography sx={{ fontWeight: 600 }}>{t('From vending-machine snacks to a packed lunch')}</Typography>
      <Box
        component="blockquote"
        sx={{ m: 0, mt: 1, pl: 1.5, borderLeft: 3, borderColor: 'primary.main', color: 'text.secondary' }}
      >
        <Typography variant="body2">
          {t(
            '“Back-to-back patients meant I ate whatever was closest. Logging lunch every day and a two-minute neck stretch between appointments gave me my afternoons back: no 3 pm slump, and 6 kg lighter after four months.”',
          )}
        </Typography>
      </Box>
      <Typography variant="body2" sx={{ mt: 1 }}>
        {t('— Jordan, dental hygienist')}
      </Typography>
    </SectionCard>
  );
}
