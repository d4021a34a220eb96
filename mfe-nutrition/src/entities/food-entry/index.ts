export { useListTodaysFoodEntriesQuery } from './api/list-todays-food-entries';
export { useCreateFoodEntryMutation, useCreateFoodEntryWithPhotoMutation } from './api/create-food-entry';
export { groupByMeal, type MealGroup, type MacroTotals } from './model/group-by-meal';
