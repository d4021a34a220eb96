import { afterSignInPath } from './after-sign-in';

const at = (pathname: string, search = '') => ({ pathname, search, origin: 'https://chairside.example' });

describe('where a member lands after signing in', () => {
  it('stays on the protected page that asked for the sign-in, with its query', () => {
    expect(afterSignInPath(at('/community'))).toBe('/community');
    expect(afterSignInPath(at('/progress', '?days=30'))).toBe('/progress?days=30');
  });

  it('follows next= on the sign-in page when it is a path of this site', () => {
    expect(afterSignInPath(at('/login', '?next=%2Fstretches'))).toBe('/stretches');
    expect(afterSignInPath(at('/login', '?next=/settings%23your-data'))).toBe('/settings#your-data');
  });

  it('goes to the dashboard otherwise, never to another site or back to a sign-in page', () => {
    expect(afterSignInPath(at('/login'))).toBe('/dashboard');
    expect(afterSignInPath(at('/login', '?next=https://evil.example/'))).toBe('/dashboard');
    expect(afterSignInPath(at('/login', '?next=//evil.example/x'))).toBe('/dashboard');
    expect(afterSignInPath(at('/login', '?next=/\\evil.example'))).toBe('/dashboard');
    expect(afterSignInPath(at('/login', '?next=javascript:alert(1)'))).toBe('/dashboard');
    expect(afterSignInPath(at('/login', '?next=/login'))).toBe('/dashboard');
    expect(afterSignInPath(at('/signup', '?next=/signup?x=1'))).toBe('/dashboard');
  });
});
