import { PERSONALITIES } from '@chairside/contracts/web';
import { SectionCard, Button, Chip, Stack, Typography } from '@chairside/ui';
import { Link as RouterLink } from 'react-router-dom';
import { useGetNutritionPersonalityQuery } from '../../entities/nutrition-personality';

/** Your Personality: shown only once the quiz has a result. */
export function PersonalityCard() {
  const { data } = useGetNutritionPersonalityQuery();
  if (!data) return null;
  const p = PERSONALITIES[data.personalityType];
  return (
    <SectionCard title="Your Personality">
      <Typography variant="h6" component="p">
        {p.title}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
        {p.description}
      </Typography>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mb: 1 }}>
        {p.traits.map((t) => (
          <Chip key={t} label={t} size="small" />
        ))}
      </Stack>
      <Button component={RouterLink} to="/quiz" size="small">
        Retake the quiz
      </Button>
    </SectionCard>
  );
}
