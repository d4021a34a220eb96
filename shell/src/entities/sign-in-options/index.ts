export { useSignInOptionsQuery } from './api/sign-in-options';
