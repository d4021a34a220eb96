export { InviteCard } from './invite-card';
