export { useGetNutritionPersonalityQuery, useSaveNutritionPersonalityMutation } from './api/nutrition-personality-api';
