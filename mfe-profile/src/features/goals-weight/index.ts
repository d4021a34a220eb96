export { GoalsWeightDialog } from './ui/goals-weight-dialog';
export type { UnitSystem } from './model/body-units';
