import { PRODUCT } from '@chairside/contracts/web';
import { t } from '../../../shared/i18n';

export interface Invitation {
  subject: string;
  text: string;
  url: string;
}

/** The invitation (text promoting the product, with a link to it). */
export function invitation(origin: string): Invitation {
  const url = `${origin}/`;
  return {
    subject: t('Join me on {{product}}', { product: PRODUCT.name }),
    // The tagline is written into the sentence (lower-cased in English) so each language can word it.
    text: t(
      "I've been using {{product}} — wellness for dental professionals. It tracks meals, workouts and ergonomic stretches between patients. Join me: {{url}}",
      { product: PRODUCT.name, url },
    ),
    url,
  };
}

export const mailtoLink = (i: Invitation) =>
  `mailto:?subject=${encodeURIComponent(i.subject)}&body=${encodeURIComponent(i.text)}`;

/** `sms:?&body=` is the form both iOS and Android read (an sms link with the body). */
export const smsLink = (i: Invitation) => `sms:?&body=${encodeURIComponent(i.text)}`;
