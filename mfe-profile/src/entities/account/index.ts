export { useChangePinMutation, useSignOutEverywhereMutation, useDeleteAccountMutation } from './api/account-api';
