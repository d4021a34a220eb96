import type { RemoteWidgetPropsOf } from '@chairside/contracts/web';
import type { ComponentType } from 'react';
import { HealthDataExport } from '../../features/health-sync';

/** mfe_profile/health-data-export: the dashboard's 'Health Data Export' dialog draws the title and close button around it. */
const HealthDataExportWidget: ComponentType<RemoteWidgetPropsOf<'healthDataExport'>> = HealthDataExport;
export default HealthDataExportWidget;
