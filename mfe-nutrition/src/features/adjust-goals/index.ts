export { AdjustGoalsDialog } from './ui/adjust-goals-dialog';
export { AdjustGoalsForm } from './ui/adjust-goals-form';
