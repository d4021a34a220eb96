import type { FoodEntry } from '@chairside/contracts/web';
import { Avatar, List, ListItem, ListItemAvatar, ListItemText, Typography } from '@mui/material';
import { formatAmount } from '../goal-bar/goal-status';

type ListedEntry = Pick<FoodEntry, 'id' | 'foodName' | 'mealType' | 'calories' | 'protein' | 'carbs' | 'fat'> & {
  imageUrl?: string | null;
};

export const mealTypeLabel = (m: FoodEntry['mealType']): string => m.charAt(0).toUpperCase() + m.slice(1);

/** The rows of a food diary: the photo when one was saved, name, meal and macros, calories at the end. */
export function FoodEntryList({ entries }: { entries: readonly ListedEntry[] }) {
  return (
    <List dense disablePadding>
      {entries.map((e) => (
        <ListItem key={e.id} divider disableGutters sx={{ gap: 1 }}>
          {e.imageUrl ? (
            <ListItemAvatar>
              <Avatar
                variant="rounded"
                src={e.imageUrl}
                alt={`Photo of ${e.foodName}`}
                slotProps={{ img: { loading: 'lazy' } }}
              />
            </ListItemAvatar>
          ) : null}
          <ListItemText
            primary={e.foodName}
            secondary={`${mealTypeLabel(e.mealType)} · P ${formatAmount(e.protein)}g · C ${formatAmount(e.carbs)}g · F ${formatAmount(e.fat)}g`}
            sx={{ minWidth: 0 }}
          />
          {/* Beside the text, never over it, however narrow the row. */}
          <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatAmount(e.calories)} kcal</Typography>
        </ListItem>
      ))}
    </List>
  );
}
