export { AdjustGoalsDialog } from './ui/adjust-goals-dialog';
