export { SignInForm, type Credentials } from './ui/sign-in-form';
