export { WaterGoalDialog } from './ui/water-goal-dialog';
export { WaterGoalForm } from './ui/water-goal-form';
