export { ResetPinPage } from './reset-pin-page';
