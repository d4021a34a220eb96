import { likeLabel, toggledLike } from './toggle-like';

describe('optimistic like', () => {
  it('adds one like to a post I do not like yet', () => {
    expect(toggledLike({ likedByMe: false, likesCount: 4 })).toEqual({ likedByMe: true, likesCount: 5 });
  });
  it('takes one away from a post I like', () => {
    expect(toggledLike({ likedByMe: true, likesCount: 5 })).toEqual({ likedByMe: false, likesCount: 4 });
  });
  it('never shows a negative count', () => {
    expect(toggledLike({ likedByMe: true, likesCount: 0 })).toEqual({ likedByMe: false, likesCount: 0 });
  });
  it('toggling twice gives back what it was', () => {
    const post = { likedByMe: false, likesCount: 7 };
    expect(toggledLike(toggledLike(post))).toEqual(post);
  });
  it('names the button with the count', () => {
    expect(likeLabel(0)).toBe('Like, 0 likes');
    expect(likeLabel(1)).toBe('Like, 1 like');
  });
});
