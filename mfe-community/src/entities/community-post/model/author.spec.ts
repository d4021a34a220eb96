import { authorInitials, authorName } from './author';

describe('post author', () => {
  it('shows first and last name', () => {
    expect(authorName({ firstName: 'Maya', lastName: 'Chen' })).toBe('Maya Chen');
    expect(authorName({ firstName: 'Sam', lastName: null })).toBe('Sam');
    expect(authorName({ firstName: null, lastName: null })).toBe('Community member');
  });
  it('takes the initials of the first two words of the name', () => {
    expect(authorInitials({ firstName: 'Maya', lastName: 'Chen' })).toBe('MC');
    expect(authorInitials({ firstName: 'anna maria', lastName: 'lopez' })).toBe('AM');
    expect(authorInitials({ firstName: 'Sam', lastName: null })).toBe('S');
    expect(authorInitials({ firstName: null, lastName: ' ' })).toBe('?');
  });
});
