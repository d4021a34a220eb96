export { InviteFriendsDialog } from './ui/invite-friends-dialog';
