import { knownText } from '@chairside/ui';
import { t } from '../i18n';

/**
 * A message the shell shows but does not write, in the member's language when it is a known one:
 * the contracts' checks of the sign-up and PIN forms and the PIN-reset answer here (only the shell
 * shows them), every other API or contracts sentence through libs/ui's knownText. Anything unknown
 * (a new or changed message) stays as it came, in English.
 */
export function knownMessage(message: string): string {
  switch (message) {
    // The contracts' checks of an e-mail address, a name and a new PIN (libs/contracts auth.ts).
    case 'Enter a valid e-mail address':
      return t('Enter a valid e-mail address');
    case 'Name is required':
      return t('Name is required');
    case 'PIN must be 6 to 12 digits':
      return t('PIN must be 6 to 12 digits');
    case 'PIN must not be one digit repeated':
      return t('PIN must not be one digit repeated');
    case 'PIN must not be a short block of digits repeated, like 123123':
      return t('PIN must not be a short block of digits repeated, like 123123');
    case 'PIN is one of the most common PINs; choose a less predictable one':
      return t('PIN is one of the most common PINs; choose a less predictable one');
    case 'PIN must not be a straight run like 123456':
      return t('PIN must not be a straight run like 123456');
    // PIN_RESET_SENT (libs/contracts sign-in-methods.ts), the answer to "Forgot PIN?".
    case 'If an account exists for that address, we have sent it a link to reset the PIN. The link works for 30 minutes.':
      return t(
        'If an account exists for that address, we have sent it a link to reset the PIN. The link works for 30 minutes.',
      );
    default:
      return knownText(message);
  }
}

/** A message that may be missing or empty (an answer's `message`), translated when known. */
export const knownMessageOr = (message: string | null | undefined, fallback: string): string =>
  message ? knownMessage(message) : fallback;

/** PRODUCT.tagline (libs/contracts browser.ts) in the member's language. */
export function productTagline(tagline: string): string {
  return tagline === 'Wellness for dental professionals' ? t('Wellness for dental professionals') : tagline;
}
