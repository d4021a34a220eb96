export { ChangePinDialog } from './ui/change-pin-dialog';
