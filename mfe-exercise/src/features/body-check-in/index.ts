export { BodyCheckInDialog } from './ui/body-check-in-dialog';
