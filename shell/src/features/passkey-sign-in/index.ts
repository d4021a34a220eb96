export { PasskeySignInButton } from './ui/passkey-sign-in-button';
