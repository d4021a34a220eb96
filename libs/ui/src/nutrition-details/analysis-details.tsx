import type { NutritionInsight } from '@chairside/contracts/web';
import { Box, knownText, List, ListItem, Typography, useUiT } from '@chairside/ui';

/** An analysis's note, ingredients and nutrition insights, under its numbers. */
export function AnalysisDetails({
  note,
  ingredients,
  insights,
}: {
  note?: string;
  ingredients: readonly string[];
  insights: readonly NutritionInsight[];
}) {
  const t = useUiT();
  return (
    <>
      {note ? (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      ) : null}
      {ingredients.length ? (
        <Typography variant="body2">
          <strong>{t('Ingredients:')}</strong> {ingredients.join(t(', '))}
        </Typography>
      ) : null}
      <Box>
        <Typography variant="subtitle2" component="h3">
          {t('Nutrition insights')}
        </Typography>
        <List dense aria-label={t('Nutrition insights')}>
          {insights.map((i) => (
            <ListItem key={i.kind + i.text} disableGutters>
              {knownText(i.text)}
            </ListItem>
          ))}
        </List>
      </Box>
    </>
  );
}
