import { PRODUCT } from '@chairside/contracts/web';

export interface Invitation {
  subject: string;
  text: string;
  url: string;
}

/** The invitation (text promoting the product, with a link to it). */
export function invitation(origin: string): Invitation {
  const url = `${origin}/`;
  return {
    subject: `Join me on ${PRODUCT.name}`,
    text:
      `I've been using ${PRODUCT.name} — ${PRODUCT.tagline.toLowerCase()}. ` +
      'It tracks meals, workouts and ergonomic stretches between patients. Join me: ' +
      url,
    url,
  };
}

export const mailtoLink = (i: Invitation) =>
  `mailto:?subject=${encodeURIComponent(i.subject)}&body=${encodeURIComponent(i.text)}`;

/** `sms:?&body=` is the form both iOS and Android read (an sms link with the body). */
export const smsLink = (i: Invitation) => `sms:?&body=${encodeURIComponent(i.text)}`;
