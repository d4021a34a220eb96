export { ReviewList } from './ui/review-list';
