import type { VoiceParseResult } from '@chairside/contracts/web';
import { Alert, mealTypeLabel, tUi, Typography, useUiT } from '@chairside/ui';

/** '2 slices', '1 serving': each unit's plural forms are the reader's language's. */
function amount({ quantity: count, unit }: VoiceParseResult): string {
  switch (unit) {
    case 'cup':
      return tUi('{{count}} cups', { defaultValue_one: '{{count}} cup', count });
    case 'tablespoon':
      return tUi('{{count}} tablespoons', { defaultValue_one: '{{count}} tablespoon', count });
    case 'teaspoon':
      return tUi('{{count}} teaspoons', { defaultValue_one: '{{count}} teaspoon', count });
    case 'ounce':
      return tUi('{{count}} ounces', { defaultValue_one: '{{count}} ounce', count });
    case 'pound':
      return tUi('{{count}} pounds', { defaultValue_one: '{{count}} pound', count });
    case 'gram':
      return tUi('{{count}} grams', { defaultValue_one: '{{count}} gram', count });
    case 'piece':
      return tUi('{{count}} pieces', { defaultValue_one: '{{count}} piece', count });
    case 'slice':
      return tUi('{{count}} slices', { defaultValue_one: '{{count}} slice', count });
    default:
      return tUi('{{count}} servings', { defaultValue_one: '{{count}} serving', count });
  }
}

/** What the voice parser understood. The voice dialog and the landing preview draw it. */
export function ParsedFoodEntry({ parsed }: { parsed: VoiceParseResult }) {
  const t = useUiT();
  return (
    <Alert severity="success" icon={false} aria-label={t('Parsed entry')}>
      <Typography sx={{ fontWeight: 700 }}>{parsed.foodName}</Typography>
      <Typography variant="body2">
        {t('{{amount}} · {{meal}} · {{percent}}% confident', {
          amount: amount(parsed),
          meal: mealTypeLabel(parsed.mealType),
          percent: Math.round(parsed.confidence * 100),
        })}
      </Typography>
    </Alert>
  );
}
