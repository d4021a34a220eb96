/**
 * The codes the SSO callback sends the sign-in screen back with (/login?sso_error=...), and their
 * texts. Zod-free, so the sign-in screen reads them from `@chairside/contracts/web`.
 */
export const SSO_ERRORS = {
  domain: 'Your work account is not from a domain this dental group allows.',
  unverified: 'Your work account has no verified e-mail address, so it cannot sign in here.',
  failed: 'Single sign-on did not complete. Please try again.',
  expired: 'That sign-in took too long or was already used. Please try again.',
} as const;
export type SsoError = keyof typeof SSO_ERRORS;
