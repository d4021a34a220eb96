import { createHmac, timingSafeEqual } from 'node:crypto';

/**
 * The session id inside express-session's signed cookie (`s:<id>.<hmac-sha256 base64>`), or undefined.
 * @param {string | undefined} value
 * @param {import("crypto").BinaryLike | import("crypto").KeyObject} secret
 */
export function unsignSessionCookie(value, secret) {
  if (!value?.startsWith('s:')) return undefined;
  const signed = value.slice(2);
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return undefined;
  const id = signed.slice(0, dot);
  const expected = Buffer.from(`${id}.${createHmac('sha256', secret).update(id).digest('base64').replace(/=+$/, '')}`);
  const given = Buffer.from(signed);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}

/**
 * One cookie's value from a Cookie header, URL-decoded.
 * @param {string | undefined} header
 * @param {string} name
 */
export function cookieValue(header, name) {
  for (const part of (header ?? '').split(';')) {
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) {
      try {
        return decodeURIComponent(part.slice(eq + 1).trim());
      } catch {
        return undefined;
      }
    }
  }
  return undefined;
}
