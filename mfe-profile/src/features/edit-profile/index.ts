export { EditProfileDialog } from './ui/edit-profile-dialog';
