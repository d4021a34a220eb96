import type { VoiceParseResult } from '@chairside/contracts/web';
import { Alert, Typography } from '@mui/material';
import { mealTypeLabel } from './food-entry-list';

const amount = ({ quantity, unit }: VoiceParseResult) =>
  unit === 'serving'
    ? `${quantity} ${quantity === 1 ? 'serving' : 'servings'}`
    : `${quantity} ${unit}${quantity === 1 ? '' : 's'}`;

/** What the voice parser understood. The voice dialog and the landing preview draw it. */
export function ParsedFoodEntry({ parsed }: { parsed: VoiceParseResult }) {
  return (
    <Alert severity="success" icon={false} aria-label="Parsed entry">
      <Typography sx={{ fontWeight: 700 }}>{parsed.foodName}</Typography>
      <Typography variant="body2">{`${amount(parsed)} · ${mealTypeLabel(parsed.mealType)} · ${Math.round(parsed.confidence * 100)}% confident`}</Typography>
    </Alert>
  );
}
