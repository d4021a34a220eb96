export {
  useListCommunityPostsInfiniteQuery,
  useCreateCommunityPostMutation,
  patchFeedPost,
  removeFeedPost,
  postPath,
  type NewPost,
} from './api/feed-api';
export { feedPosts, type FeedPage } from './model/feed-pages';
export { authorName } from './model/author';
export { PostCard } from './ui/post-card';
export { MealCard } from './ui/meal-card';
