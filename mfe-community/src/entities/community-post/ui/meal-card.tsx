import type { CommunityPost } from '@chairside/contracts/web';
import { Box, Chip, Typography, useLocale, mealTypeLabel } from '@chairside/ui';
import type { ReactNode } from 'react';
import { useT } from '../../../shared/i18n';
import { MealIcon } from '../../../shared/ui/icons';

type SharedMeal = NonNullable<CommunityPost['foodEntry']>;

// A no-break space keeps "45 g" on one line when the macros wrap. No thousands separator: English
// reads as it always has ("1200 kcal").
const grams = (n: number, locale: string) =>
  `${(Math.round(n * 10) / 10).toLocaleString(locale, { useGrouping: false, maximumFractionDigits: 1 })}\u00a0g`;

/** A meal shared with a post (or about to be): name, meal, calories and macros. */
export function MealCard({ meal, action }: { meal: SharedMeal; action?: ReactNode }) {
  const t = useT();
  const locale = useLocale();
  return (
    <Box
      sx={{
        display: 'flex',
        gap: 1.5,
        alignItems: 'flex-start',
        p: 1.5,
        borderRadius: 2,
        border: 1,
        borderColor: 'divider',
        bgcolor: 'background.default',
      }}
    >
      <Box
        sx={{
          flexShrink: 0,
          width: 40,
          height: 40,
          borderRadius: '50%',
          display: 'grid',
          placeItems: 'center',
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
        }}
      >
        <MealIcon />
      </Box>
      <Box sx={{ minWidth: 0, flexGrow: 1 }}>
        <Box sx={{ display: 'flex', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
          <Typography sx={{ fontWeight: 600, overflowWrap: 'anywhere' }}>{meal.foodName}</Typography>
          <Chip size="small" label={mealTypeLabel(meal.mealType)} />
        </Box>
        <Typography variant="body2" sx={{ mt: 0.25 }}>
          <Box component="span" sx={{ fontWeight: 600 }}>
            {t('{{calories}} kcal', { calories: Math.round(meal.calories) })}
          </Box>
          {' · '}
          {t('Protein {{protein}} · Carbs {{carbs}} · Fat {{fat}}', {
            protein: grams(meal.protein, locale),
            carbs: grams(meal.carbs, locale),
            fat: grams(meal.fat, locale),
          })}
        </Typography>
      </Box>
      {action}
    </Box>
  );
}
