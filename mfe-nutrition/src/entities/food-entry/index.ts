export {
  useListTodaysFoodEntriesQuery,
  useCreateFoodEntryMutation,
  useCreateFoodEntryWithPhotoMutation,
} from './api/food-entries-api';
export { groupByMeal, type MealGroup, type MacroTotals } from './model/group-by-meal';
