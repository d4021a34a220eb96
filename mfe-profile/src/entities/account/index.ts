export {
  useChangePinMutation,
  useSignOutEverywhereMutation,
  useDeleteAccountMutation,
  ACCOUNT_EXPORT_URL,
} from './api/account-api';
