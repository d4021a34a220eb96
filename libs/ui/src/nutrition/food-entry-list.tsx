import type { FoodEntry } from '@chairside/contracts/web';
import { Avatar, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import { formatAmount } from '../goal-bar/goal-status';
import { tUi, useUiT } from '../i18n/ui-texts';
import { useLocale } from '../i18n/use-locale';

type ListedEntry = Pick<FoodEntry, 'id' | 'foodName' | 'mealType' | 'calories' | 'protein' | 'carbs' | 'fat'> & {
  imageUrl?: string | null;
};

/** A meal's name as the member reads it: 'Breakfast', 'Lunch', 'Dinner', 'Snack', in their language. */
export function mealTypeLabel(m: FoodEntry['mealType']): string {
  switch (m) {
    case 'breakfast':
      return tUi('Breakfast');
    case 'lunch':
      return tUi('Lunch');
    case 'dinner':
      return tUi('Dinner');
    case 'snack':
      return tUi('Snack');
    default:
      return String(m).charAt(0).toUpperCase() + String(m).slice(1);
  }
}

/** The rows of a food diary: the photo when one was saved, name, meal and macros, calories at the end. */
export function FoodEntryList({ entries }: { entries: readonly ListedEntry[] }) {
  const t = useUiT();
  const locale = useLocale();
  const g = (n: number) => formatAmount(n, locale);
  return (
    <List dense disablePadding>
      {entries.map((e) => (
        <ListItem key={e.id} divider disableGutters sx={{ gap: 1 }}>
          {e.imageUrl ? (
            <ListItemAvatar>
              <Avatar
                variant="rounded"
                src={e.imageUrl}
                alt={t('Photo of {{food}}', { food: e.foodName })}
                slotProps={{ img: { loading: 'lazy' } }}
              />
            </ListItemAvatar>
          ) : null}
          <ListItemText
            primary={e.foodName}
            secondary={t('{{meal}} · P {{protein}}g · C {{carbs}}g · F {{fat}}g', {
              meal: mealTypeLabel(e.mealType),
              protein: g(e.protein),
              carbs: g(e.carbs),
              fat: g(e.fat),
            })}
            sx={{ minWidth: 0 }}
          />
          {/* Beside the text, never over it, however narrow the row. */}
          <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{`${g(e.calories)} kcal`}</Typography>
        </ListItem>
      ))}
    </List>
  );
}
