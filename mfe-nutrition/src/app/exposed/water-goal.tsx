import type { RemoteWidgetPropsOf } from '@chairside/contracts/web';
import type { ComponentType } from 'react';
import { WaterGoalForm } from '../../features/water-goal';

/** mfe_nutrition/water-goal: the settings page's 'Water goal' dialog draws the title and close button around it. */
const WaterGoalWidget: ComponentType<RemoteWidgetPropsOf<'waterGoal'>> = WaterGoalForm;
export default WaterGoalWidget;
