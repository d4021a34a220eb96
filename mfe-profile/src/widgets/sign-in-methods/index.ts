export { SignInMethods } from './sign-in-methods';
