export { GuidedBreakDialog } from './ui/guided-break-dialog';
