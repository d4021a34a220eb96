export { Feed } from './ui/feed';
