export { SsoSignIn } from './ui/sso-sign-in';
