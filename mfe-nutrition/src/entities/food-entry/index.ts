export { useListTodaysFoodEntriesQuery } from './api/list-todays-food-entries';
export { mealTypeLabel } from './meal-type-label';
