export { ForgotPinLink } from './ui/forgot-pin-link';
