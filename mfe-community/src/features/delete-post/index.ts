export { DeletePostButton } from './ui/delete-post-button';
