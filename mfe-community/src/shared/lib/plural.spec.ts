import { countOf } from './plural';

describe('countOf', () => {
  it('says one thing, or many, or none', () => {
    expect(countOf(0, 'comment')).toBe('0 comments');
    expect(countOf(1, 'comment')).toBe('1 comment');
    expect(countOf(12, 'like')).toBe('12 likes');
  });
});
