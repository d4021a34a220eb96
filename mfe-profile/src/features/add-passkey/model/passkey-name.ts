/** The contract's rule for a passkey's name (PasskeyName), checked before the browser is asked. */
export const PASSKEY_NAME_MAX = 60;

export function passkeyNameProblem(name: string): string | null {
  const trimmed = name.trim();
  if (!trimmed) return 'Name your passkey, for example "Work laptop" or "My phone".';
  if (trimmed.length > PASSKEY_NAME_MAX) return `At most ${PASSKEY_NAME_MAX} characters.`;
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
    return 'This device already has a passkey for your account.';
  if (name === 'NotAllowedError' || name === 'AbortError')
    return 'No passkey was made. You may have cancelled, or this device could not make one. Please try again.';
  if (name === 'SecurityError')
    return 'Passkeys do not work at this address. Open Chairside at its usual address and try again.';
  if (name === 'NotSupportedError') return 'This browser or device cannot make passkeys.';
  return 'The passkey could not be made. Please try again.';
}
