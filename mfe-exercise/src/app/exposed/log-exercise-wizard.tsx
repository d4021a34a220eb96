import type { RemoteWidgetPropsOf } from '@chairside/contracts/web';
import type { ComponentType } from 'react';
import { LogExerciseWizard } from '../../features/log-exercise';

/** mfe_exercise/log-exercise-wizard: the dashboard's 'Log Exercise' dialog draws the title and close button around it. */
const LogExerciseWizardWidget: ComponentType<RemoteWidgetPropsOf<'logExerciseWizard'>> = LogExerciseWizard;
export default LogExerciseWizardWidget;
