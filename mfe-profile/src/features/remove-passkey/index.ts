export { RemovePasskeyDialog } from './ui/remove-passkey-dialog';
