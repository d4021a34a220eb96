import { t } from '../../../shared/i18n';

/** The contract's rule for a passkey's name (PasskeyName), checked before the browser is asked. */
export const PASSKEY_NAME_MAX = 60;

export function passkeyNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return t('Name your passkey, for example "Work laptop" or "My phone".');
  if (trimmed.length > PASSKEY_NAME_MAX)
    return t('At most {{count}} characters.', {
      defaultValue_one: 'At most {{count}} character.',
      count: PASSKEY_NAME_MAX,
    });
  return null;
}

/**
 * What to tell the member when the browser made no passkey. Browsers do not say whether the member
 * cancelled or the device could not make one, so one message covers both.
 */
export function passkeyCreationProblem(error: unknown): string {
  const name = error instanceof Error ? error.name : '';
  const code = error && typeof error === 'object' && 'code' in error ? String(error.code) : '';
  if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' || name === 'InvalidStateError')
    return t('This device already has a passkey for your account.');
  if (name === 'NotAllowedError' || name === 'AbortError')
    return t('No passkey was made. You may have cancelled, or this device could not make one. Please try again.');
  if (name === 'SecurityError')
    return t('Passkeys do not work at this address. Open Chairside at its usual address and try again.');
  if (name === 'NotSupportedError') return t('This browser or device cannot make passkeys.');
  return t('The passkey could not be made. Please try again.');
}
