import type { NutritionInsight } from '@chairside/contracts/web';
import { Box, List, ListItem, Typography } from '@mui/material';

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
  return (
    <>
      {note ? (
        <Typography variant="body2" color="text.secondary">
          {note}
        </Typography>
      ) : null}
      {ingredients.length ? (
        <Typography variant="body2">
          <strong>Ingredients:</strong> {ingredients.join(', ')}
        </Typography>
      ) : null}
      <Box>
        <Typography variant="subtitle2" component="h3">
          Nutrition insights
        </Typography>
        <List dense aria-label="Nutrition insights">
          {insights.map((i) => (
            <ListItem key={i.kind + i.text} disableGutters>
              {i.text}
            </ListItem>
          ))}
        </List>
      </Box>
    </>
  );
}
