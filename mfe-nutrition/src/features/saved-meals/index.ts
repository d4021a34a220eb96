export { SaveMealDialog } from './ui/save-meal-dialog';
export { SavedMealsDialog } from './ui/saved-meals-dialog';
