import type { FoodEntry } from '@chairside/contracts/web';
import { formatAmount, mealTypeLabel, Avatar, Box, Button, List, ListItem, Typography } from '@chairside/ui';
import { useId } from 'react';
import { portionLabel, type MealGroup } from '../../../entities/food-entry';

const macros = (m: { protein: number; carbs: number; fat: number }) =>
  `P ${formatAmount(m.protein)}g · C ${formatAmount(m.carbs)}g · F ${formatAmount(m.fat)}g`;

/** One meal of the diary: its heading with the subtotal, then its entries with Edit and Delete. */
export function MealSection({
  group,
  onEdit,
  onDelete,
}: {
  group: MealGroup<FoodEntry>;
  onEdit: (e: FoodEntry) => void;
  onDelete: (e: FoodEntry) => void;
}) {
  const headingId = useId();
  const meal = mealTypeLabel(group.mealType);
  return (
    <Box component="section" aria-labelledby={headingId} sx={{ mb: 2 }}>
      <Box sx={{ display: 'flex', flexWrap: 'wrap', justifyContent: 'space-between', columnGap: 1 }}>
        <Typography id={headingId} variant="h3" sx={{ fontSize: '1rem', fontWeight: 700 }}>
          {meal}
        </Typography>
        <Typography color="text.secondary" aria-label={`${meal} subtotal`}>
          {`${formatAmount(group.subtotal.calories)} kcal · ${macros(group.subtotal)}`}
        </Typography>
      </Box>
      <List dense disablePadding>
        {group.entries.map((e) => (
          <ListItem key={e.id} divider disableGutters sx={{ gap: 1, flexWrap: 'wrap' }}>
            {e.imageUrl ? <Avatar variant="rounded" src={e.imageUrl} alt={`Photo of ${e.foodName}`} /> : null}
            <Box sx={{ flex: '1 1 10rem', minWidth: 0 }}>
              <Typography sx={{ overflowWrap: 'anywhere' }}>{e.foodName}</Typography>
              <Typography variant="body2" color="text.secondary">
                {[portionLabel(e), macros(e)].filter(Boolean).join(' · ')}
              </Typography>
            </Box>
            <Typography sx={{ fontWeight: 600, whiteSpace: 'nowrap' }}>{formatAmount(e.calories)} kcal</Typography>
            <Box sx={{ display: 'flex', gap: 0.5 }}>
              <Button size="small" aria-label={`Edit ${e.foodName}`} onClick={() => onEdit(e)}>
                Edit
              </Button>
              <Button size="small" color="error" aria-label={`Delete ${e.foodName}`} onClick={() => onDelete(e)}>
                Delete
              </Button>
            </Box>
          </ListItem>
        ))}
      </List>
    </Box>
  );
}
