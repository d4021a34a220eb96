export { ForgotPinPage } from './forgot-pin-page';
