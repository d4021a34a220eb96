import { PIN_RESET_LINK_MINUTES, PRODUCT } from '@chairside/contracts';
import type { Mail } from '../../common/mailer';

const escapeHtml = (s: string) =>
  s.replace(/[&<>"']/g, (c) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' })[c]!);

/**
 * The link's token sits in the fragment: a browser never sends it to a server, so it reaches no
 * access log and no Referer; the reset page reads it from location.hash.
 */
export function resetLink(publicOrigin: string, token: string): string {
  return `${publicOrigin}/reset-pin#token=${token}`;
}

/** The e-mail with the link: plain text, and the same in simple HTML. */
export function resetMail(to: string, link: string): Mail {
  const product = PRODUCT.name;
  const text = [
    'Hello,',
    '',
    `Someone asked to reset the PIN of the ${product} account for this address. To choose a new PIN, open this link:`,
    '',
    link,
    '',
    `The link works once, for ${PIN_RESET_LINK_MINUTES} minutes. Setting a new PIN signs you out everywhere.`,
    '',
    'If you did not ask for this, ignore this e-mail: your PIN stays as it is.',
  ].join('\n');
  const a = escapeHtml(link);
  const html = `<!doctype html>
<html><body style="font-family: sans-serif; line-height: 1.5">
<p>Hello,</p>
<p>Someone asked to reset the PIN of the ${escapeHtml(product)} account for this address.</p>
<p><a href="${a}">Choose a new PIN</a></p>
<p>The link works once, for ${PIN_RESET_LINK_MINUTES} minutes. Setting a new PIN signs you out everywhere.</p>
<p>If you did not ask for this, ignore this e-mail: your PIN stays as it is.</p>
</body></html>`;
  return { to, subject: `Reset your ${product} PIN`, text, html };
}
