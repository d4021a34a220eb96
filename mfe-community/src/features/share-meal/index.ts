export { ShareMealDialog } from './ui/share-meal-dialog';
