/** Where a member goes when nothing else is asked for (docs/product.md, "Signing in"). */
const AFTER_SIGN_IN_DEFAULT = '/dashboard';

const SIGN_IN_PAGES = new Set(['/login', '/signup', '/']);

/**
 * Where a member lands after signing in: the page they were going to. A protected page shows the
 * sign-in form at its own address, so that address is the target; `/login?next=/community` names one.
 * Only a path of this site is followed (no other origin, no `//host` or `/\host` trick), never back to
 * a sign-in page; anything else goes to the dashboard.
 */
export function afterSignInPath(location: { pathname: string; search: string; origin: string }): string {
  const here = location.pathname;
  const wanted = SIGN_IN_PAGES.has(here) ? new URLSearchParams(location.search).get('next') : here + location.search;
  if (!wanted || !wanted.startsWith('/') || wanted.startsWith('//') || wanted.startsWith('/\\'))
    return AFTER_SIGN_IN_DEFAULT;
  let url: URL;
  try {
    url = new URL(wanted, location.origin);
  } catch {
    return AFTER_SIGN_IN_DEFAULT;
  }
  if (url.origin !== location.origin || SIGN_IN_PAGES.has(url.pathname)) return AFTER_SIGN_IN_DEFAULT;
  return url.pathname + url.search + url.hash;
}
