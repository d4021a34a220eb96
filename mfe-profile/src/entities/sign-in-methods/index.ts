export {
  useSignInMethodsQuery,
  useSetPinSignInMutation,
  usePasskeyRegistrationOptionsMutation,
  useRegisterPasskeyMutation,
  useDeletePasskeyMutation,
} from './api/sign-in-methods-api';
