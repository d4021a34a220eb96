export { useListTodaysFoodEntriesQuery } from './api/list-todays-food-entries';
export { useCreateFoodEntryMutation, useCreateFoodEntryWithPhotoMutation } from './api/create-food-entry';
