export { DeleteAccountDialog } from './ui/delete-account-dialog';
