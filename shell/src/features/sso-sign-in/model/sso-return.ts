import { SSO_ERRORS, type SsoError } from '@chairside/contracts/web';

/** What the SSO callback sent the sign-in screen back with: a link to confirm, a refusal, or nothing. */
export type SsoReturn = { kind: 'link' } | { kind: 'error'; message: string } | null;

export function ssoReturn(search: string): SsoReturn {
  const params = new URLSearchParams(search);
  if (params.get('sso') === 'link') return { kind: 'link' };
  const code = params.get('sso_error');
  if (code === null) return null;
  // An unknown code (an old or hand-made link) still says that single sign-on did not work.
  const message = Object.hasOwn(SSO_ERRORS, code) ? SSO_ERRORS[code as SsoError] : SSO_ERRORS.failed;
  return { kind: 'error', message };
}
