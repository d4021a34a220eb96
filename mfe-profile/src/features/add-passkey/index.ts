export { AddPasskeyDialog } from './ui/add-passkey-dialog';
