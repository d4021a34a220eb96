export { GoalsWeightDialog } from './ui/goals-weight-dialog';
