import { avatarImage, avatarLetters } from './avatar';

const user = (name: string | null, email = 'riley.park@clinic.test', photo: string | null = null) => ({
  email,
  profileImageUrl: null,
  profile: name === null && photo === null ? null : { name, profileImageUrl: photo },
});

describe('avatar fallback', () => {
  it('takes up to 2 letters of the name', () => {
    expect(avatarLetters(user('Maya Chen'))).toBe('MC');
    expect(avatarLetters(user('  sam  rivera jones '))).toBe('SR');
    expect(avatarLetters(user('Cher'))).toBe('C');
  });

  it('else the first 2 letters of the e-mail, else U', () => {
    expect(avatarLetters(user(null))).toBe('RI');
    expect(avatarLetters(user('   '))).toBe('RI');
    expect(avatarLetters(user(null, ''))).toBe('U');
    expect(avatarLetters(null)).toBe('U');
  });

  it("shows the profile's photo when there is one", () => {
    expect(avatarImage(user('Maya Chen', 'm@x.test', '/api/profile-images/abc'))).toBe('/api/profile-images/abc');
    expect(avatarImage(user('Maya Chen'))).toBeUndefined();
  });
});
