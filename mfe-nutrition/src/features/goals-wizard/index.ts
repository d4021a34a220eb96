export { GoalsWizardDialog } from './ui/goals-wizard-dialog';
export { GoalsWizardSteps, type GoalsWizardParts } from './ui/goals-wizard-steps';
