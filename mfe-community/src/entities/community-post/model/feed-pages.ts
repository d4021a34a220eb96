import { LIST_PAGE, type CommunityPost } from '@chairside/contracts/web';

/** The API names the next page's `before` in this header. */
const NEXT_CURSOR_HEADER = LIST_PAGE.cursorHeader;

/** One page of the feed with the cursor of the page after it (null on the last page). */
export interface FeedPage {
  posts: CommunityPost[];
  nextCursor: string | null;
}

export function toFeedPage(posts: CommunityPost[], headers: Pick<Headers, 'get'> | undefined): FeedPage {
  return { posts, nextCursor: headers?.get(NEXT_CURSOR_HEADER) || null };
}

/**
 * The pages as one list, newest first. A post is shown once even if two pages both hold it (a page
 * fetched again after new posts arrived), at the place it was first seen.
 */
export function feedPosts(pages: readonly FeedPage[]): CommunityPost[] {
  const seen = new Set<string>();
  const out: CommunityPost[] = [];
  for (const page of pages)
    for (const post of page.posts) {
      if (seen.has(post.id)) continue;
      seen.add(post.id);
      out.push(post);
    }
  return out;
}

/** The pages with one post changed; cursors stay, so the next page is still the same one. */
export function patchPost(
  pages: readonly FeedPage[],
  id: string,
  change: (post: CommunityPost) => Partial<CommunityPost>,
): FeedPage[] {
  return pages.map((page) =>
    page.posts.some((p) => p.id === id)
      ? { ...page, posts: page.posts.map((p) => (p.id === id ? { ...p, ...change(p) } : p)) }
      : page,
  );
}

export function removePost(pages: readonly FeedPage[], id: string): FeedPage[] {
  return pages.map((page) =>
    page.posts.some((p) => p.id === id) ? { ...page, posts: page.posts.filter((p) => p.id !== id) } : page,
  );
}
