import { todayQuery } from '@chairside/api-client';
import { formatAmount, SectionCard } from '@chairside/ui';
import { List, ListItem, ListItemText, Typography } from '@mui/material';
import { useMemo } from 'react';
import { mealTypeLabel, useListTodaysFoodEntriesQuery } from '../../entities/food-entry';

export function FoodDiary() {
  const today = useMemo(() => todayQuery(), []);
  const { data: entries = [], isLoading } = useListTodaysFoodEntriesQuery(today);
  return (
    <SectionCard title="Food Diary - Today">
      {isLoading ? null : entries.length === 0 ? (
        <Typography color="text.secondary">Nothing logged yet today. Add your first meal with Add Manual.</Typography>
      ) : (
        <List dense disablePadding>
          {entries.map((e) => (
            <ListItem key={e.id} divider disableGutters secondaryAction={<Typography sx={{ fontWeight: 600 }}>{formatAmount(e.calories)} kcal</Typography>}>
              <ListItemText
                primary={e.foodName}
                secondary={`${mealTypeLabel(e.mealType)} · P ${formatAmount(e.protein)}g · C ${formatAmount(e.carbs)}g · F ${formatAmount(e.fat)}g`}
              />
            </ListItem>
          ))}
        </List>
      )}
    </SectionCard>
  );
}
