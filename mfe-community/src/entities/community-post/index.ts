export {
  useListCommunityPostsInfiniteQuery,
  useCreateCommunityPostMutation,
  patchFeedPost,
  removeFeedPost,
  postPath,
} from './api/feed-api';
export { feedPosts } from './model/feed-pages';
export { authorName } from './model/author';
export { PostCard } from './ui/post-card';
export { MealCard } from './ui/meal-card';
