import { Dialog, DialogContent, DialogTitle, List, ListItemButton, ListItemText, Typography } from '@chairside/ui';
import type { FoodEntry } from '@chairside/contracts/web';
import { useListMealsToShareQuery } from '../api/list-meals-to-share';

export function ShareMealDialog({
  open,
  onClose,
  onPick,
}: {
  open: boolean;
  onClose: () => void;
  onPick: (meal: FoodEntry) => void;
}) {
  const { data: meals = [], isLoading } = useListMealsToShareQuery(new Date().toISOString().slice(0, 10), {
    skip: !open,
  });
  return (
    <Dialog open={open} onClose={onClose} fullWidth maxWidth="xs" aria-labelledby="share-meal-title">
      <DialogTitle id="share-meal-title">Share a Meal</DialogTitle>
      <DialogContent>
        {isLoading ? null : meals.length === 0 ? (
          <>
            <Typography sx={{ fontWeight: 600 }}>No meals logged today</Typography>
            <Typography color="text.secondary">
              Log some food entries first to share them with the community.
            </Typography>
          </>
        ) : (
          <List>
            {meals.map((m) => (
              <ListItemButton key={m.id} onClick={() => onPick(m)}>
                <ListItemText primary={m.foodName} secondary={`${m.mealType} · ${Math.round(m.calories)} kcal`} />
              </ListItemButton>
            ))}
          </List>
        )}
      </DialogContent>
    </Dialog>
  );
}
