import type { RemoteWidgetPropsOf } from '@chairside/contracts/web';
import type { ComponentType } from 'react';
import { AdjustGoalsForm } from '../../features/adjust-goals';

/** mfe_nutrition/adjust-goals: the settings page's 'Adjust macronutrients' dialog draws the title and close button around it. */
const AdjustGoalsWidget: ComponentType<RemoteWidgetPropsOf<'adjustGoals'>> = AdjustGoalsForm;
export default AdjustGoalsWidget;
