export { useListPostsForReviewQuery } from './api/moderation-api';
export { ReviewActions } from './ui/review-actions';
