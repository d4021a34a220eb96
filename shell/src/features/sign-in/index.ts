export { SignInForm, type Credentials } from './ui/sign-in-form';
export { afterSignInPath } from './model/after-sign-in';
