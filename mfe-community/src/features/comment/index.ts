export { CommentsPanel } from './ui/comments-panel';
