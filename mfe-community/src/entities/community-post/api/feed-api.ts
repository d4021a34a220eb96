import { baseApi } from '@chairside/api-client';
import { API_PATHS, type CommunityPost } from '@chairside/contracts/web';
import { patchPost, removePost, toFeedPage, type FeedPage } from '../model/feed-pages';

/** What the composer sends (multipart with content, an optional image, and the shared meal). */
interface NewPost {
  content: string;
  image: File | null;
  foodEntryId: string | null;
}

function newPostForm(post: NewPost): FormData {
  const form = new FormData();
  form.append('content', post.content);
  if (post.foodEntryId) form.append('foodEntryId', post.foodEntryId);
  if (post.image) form.append('image', post.image, post.image.name);
  return form;
}

const feedApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    // Newest first, a page at a time: the next page's `before` comes in the X-Next-Cursor header.
    listCommunityPosts: build.infiniteQuery<FeedPage, void, string | null>({
      infiniteQueryOptions: {
        initialPageParam: null,
        getNextPageParam: (last) => last.nextCursor,
      },
      query: ({ pageParam }) => ({
        url: API_PATHS.listCommunityPosts,
        params: pageParam ? { before: pageParam } : undefined,
      }),
      transformResponse: (posts: CommunityPost[], meta) => toFeedPage(posts, meta?.response?.headers),
      // Taking the quiz gives the member's posts their badge.
      providesTags: ['CommunityPost', 'NutritionPersonality'],
    }),
    createCommunityPost: build.mutation<CommunityPost, NewPost>({
      query: (post) => ({ url: API_PATHS.createCommunityPost, method: 'POST', body: newPostForm(post) }),
      // The feed is fetched again from its first page: the new post heads it, in the server's order.
      invalidatesTags: ['CommunityPost'],
    }),
  }),
});

export const { useListCommunityPostsInfiniteQuery, useCreateCommunityPostMutation } = feedApi;

/** Changes one post in the cached feed (likes, comment counts); the result can be undone. */
export const patchFeedPost = (id: string, change: (post: CommunityPost) => Partial<CommunityPost>) =>
  feedApi.util.updateQueryData('listCommunityPosts', undefined, (feed) => {
    feed.pages = patchPost(feed.pages, id, change);
  });

/** Takes a post out of the cached feed (deleted, or reported by this user) without fetching every page again. */
export const removeFeedPost = (id: string) =>
  feedApi.util.updateQueryData('listCommunityPosts', undefined, (feed) => {
    feed.pages = removePost(feed.pages, id);
  });

export const postPath = (template: string, id: string) => template.replace(':id', encodeURIComponent(id));
