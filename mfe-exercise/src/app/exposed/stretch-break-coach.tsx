import type { RemoteWidgetPropsOf } from '@chairside/contracts/web';
import type { ComponentType } from 'react';
import { StretchBreakCoach } from '../../widgets/stretch-break-coach';

const Exposed: ComponentType<RemoteWidgetPropsOf<'stretchBreakCoach'>> = () => <StretchBreakCoach />;
export default Exposed;
