export {
  useListTodaysFoodEntriesQuery,
  useCreateFoodEntryMutation,
  useCreateFoodEntryWithPhotoMutation,
} from './api/food-entries-api';
export { groupByMeal, type MealGroup } from './model/group-by-meal';
export { portionLabel } from './model/portion-label';
export { addedToMeal } from './model/added-to-meal';
