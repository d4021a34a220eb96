export { ScanFoodDialog } from './ui/scan-food-dialog';
export type { ScanMode } from './model/scan-state';
