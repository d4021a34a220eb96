export { signInMethodsApi, useSignInMethodsQuery } from './api/sign-in-methods-api';
