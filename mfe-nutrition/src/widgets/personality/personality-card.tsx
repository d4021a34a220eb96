import { PERSONALITIES } from '@chairside/contracts/web';
import { SectionCard, Button, Chip, Stack, Typography } from '@chairside/ui';
import { Link as RouterLink } from 'react-router-dom';
import { useGetNutritionPersonalityQuery } from '../../entities/nutrition-personality';
import { useT } from '../../shared/i18n';

/** Your Personality: shown only once the quiz has a result. */
export function PersonalityCard() {
  const t = useT();
  const { data } = useGetNutritionPersonalityQuery();
  if (!data) return null;
  // The contracts' English texts are the keys (shared/i18n/data-texts.json lists them for the translation check).
  const p = PERSONALITIES[data.personalityType];
  return (
    <SectionCard title={t('Your Personality')}>
      <Typography variant="h6" component="p">
        {t(p.title)}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {t(p.description)}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {p.traits.map((trait) => (
          <Chip key={trait} label={t(trait)} size="small" />
        ))}
      </Stack>
      <Button component={RouterLink} to="/quiz" size="small">
        {t('Retake the quiz')}
      </Button>
    </SectionCard>
  );
}
