export { SignOutEverywhereDialog } from './ui/sign-out-everywhere-dialog';
