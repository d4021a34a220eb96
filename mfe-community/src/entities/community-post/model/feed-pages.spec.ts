import type { CommunityPost } from '@chairside/contracts/web';
import { feedPosts, patchPost, removePost, toFeedPage, type FeedPage } from './feed-pages';

const post = (id: string, likesCount = 0): CommunityPost => ({
  id,
  userId: 'u1',
  content: `post ${id}`,
  imageUrl: null,
  likesCount,
  commentsCount: 0,
  createdAt: '2026-11-23T08:00:00Z',
  user: { firstName: 'Maya', lastName: 'Chen', profileImageUrl: null, personalityType: null },
  foodEntry: null,
  likedByMe: false,
});

const pages: FeedPage[] = [
  { posts: [post('c'), post('b')], nextCursor: 'cur-b' },
  { posts: [post('a', 2)], nextCursor: null },
];

describe('feed pages', () => {
  it('reads the next cursor from the X-Next-Cursor header, null on the last page', () => {
    expect(toFeedPage([], { get: (n: string) => (n === 'X-Next-Cursor' ? 'abc_-1' : null) }).nextCursor).toBe('abc_-1');
    expect(toFeedPage([], { get: () => null }).nextCursor).toBeNull();
    expect(toFeedPage([], undefined).nextCursor).toBeNull();
  });

  it('shows the pages as one list newest first, each post once', () => {
    const again: FeedPage[] = [...pages, { posts: [post('b'), post('z')], nextCursor: null }];
    expect(feedPosts(again).map((p) => p.id)).toEqual(['c', 'b', 'a', 'z']);
  });

  it('changes one post and keeps the cursors', () => {
    const next = patchPost(pages, 'a', (p) => ({ likesCount: p.likesCount + 1 }));
    expect(next[1]!.posts[0]!.likesCount).toBe(3);
    expect(next[0]).toBe(pages[0]);
    expect(next.map((p) => p.nextCursor)).toEqual(['cur-b', null]);
    expect(pages[1]!.posts[0]!.likesCount).toBe(2);
  });

  it('removes a post from whichever page holds it', () => {
    expect(feedPosts(removePost(pages, 'b')).map((p) => p.id)).toEqual(['c', 'a']);
    expect(removePost(pages, 'b')[0]!.nextCursor).toBe('cur-b');
  });
});
