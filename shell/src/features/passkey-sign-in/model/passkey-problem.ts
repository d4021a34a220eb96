import { t } from '../../../shared/i18n';

/**
 * What to tell the member when the browser's passkey prompt did not give an answer. Browsers do not
 * say whether the member cancelled or had no passkey for this site (so a site cannot probe for
 * accounts), so one message covers both.
 */
export function passkeySignInProblem(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  if (name === 'NotAllowedError' || name === 'AbortError')
    return t(
      'No passkey was used. You may have cancelled, or this device has no passkey for Chairside. Try again, or sign in with your PIN.',
    );
  if (name === 'SecurityError')
    return t('Passkeys do not work at this address. Open Chairside at its usual address and try again.');
  if (name === 'NotSupportedError' || name === 'TypeError')
    return t('This browser cannot use passkeys. Sign in with your PIN instead.');
  return t('Signing in with a passkey did not work. Try again, or sign in with your PIN.');
}
