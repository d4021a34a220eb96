export { ScanFoodDialog, type ScanMode } from './ui/scan-food-dialog';
