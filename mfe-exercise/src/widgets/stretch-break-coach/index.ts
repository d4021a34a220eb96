export { StretchBreakCoach } from './stretch-break-coach';
