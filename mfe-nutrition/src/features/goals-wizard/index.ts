export { GoalsWizardDialog } from './ui/goals-wizard-dialog';
