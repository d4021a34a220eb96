export { LikeButton } from './ui/like-button';
