export { StretchBreakCoachHost } from './stretch-break-coach-host';
