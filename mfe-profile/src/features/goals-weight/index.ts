export { GoalsWeightDialog } from './ui/goals-weight-dialog';
export type { BodyUnits as UnitSystem } from '@chairside/contracts/web';
