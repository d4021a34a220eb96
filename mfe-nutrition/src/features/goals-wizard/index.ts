export { GoalsWizardDialog } from './ui/goals-wizard-dialog';
export { GoalsWizardSteps } from './ui/goals-wizard-steps';
