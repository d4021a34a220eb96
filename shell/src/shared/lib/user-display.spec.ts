import { displayName, initials } from './user-display';

const user = (name: string | null, email = 'maya.chen@clinic.test') => ({
  email,
  profile: name === null ? null : { name, profileImageUrl: null },
});

describe('display name', () => {
  it('prefers the profile name, then the e-mail before @, then User', () => {
    expect(displayName(user('Maya Chen'))).toBe('Maya Chen');
    expect(displayName(user('  '))).toBe('maya.chen');
    expect(displayName(user(null))).toBe('maya.chen');
    expect(displayName(user(null, ''))).toBe('User');
  });
});

describe('initials (decisions.md)', () => {
  it('takes the first letters of the first two words of the name', () => {
    expect(initials(user('Maya Chen'))).toBe('MC');
    expect(initials(user('sam rivera jones'))).toBe('SR');
    expect(initials(user('Cher'))).toBe('C');
  });
  it('falls back to the first two letters of the e-mail', () => {
    expect(initials(user(null, 'dentist@chairside.demo'))).toBe('DE');
  });
});
