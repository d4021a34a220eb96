import type { SignInOptions } from '@chairside/contracts';
import type { AppConfig } from './app-config';

/**
 * What the sign-in screen offers besides the PIN, from the configuration alone: passkeys always,
 * the dental group's single sign-on when a provider is set, "Forgot PIN?" when mail can be sent (or,
 * outside production, written to the API's log instead).
 */
export function signInOffer(config: Pick<AppConfig, 'sso' | 'smtpUrl' | 'env'>): SignInOptions {
  return {
    passkeys: true,
    sso: config.sso ? { name: config.sso.groupName } : null,
    pinReset: config.smtpUrl !== null || config.env !== 'production',
  };
}
