import { createHmac, timingSafeEqual } from 'node:crypto';
import { cookieValue } from './session-cookie';

/**
 * The device cookie (decisions.md, "Hardening II"): given to a browser at every successful sign-in,
 * it names that browser's row in `login_devices`, signed with the session secret. A browser that
 * shows it for the same user is a trusted client: its failures count on its own row, so an attack
 * on the username from elsewhere, or other failures behind the same address, never refuse it.
 */
export const DEVICE_COOKIE = 'chairside.device';

/** Only sign-in and sign-up read it, so no other request carries it. */
const PATH = '/api/auth';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Its own prefix, so a signed device id can never pass for a signed session id, nor the reverse. */
const signature = (id: string, secret: string) =>
  createHmac('sha256', secret).update(`device:${id}`).digest('base64url');

/** The device id in the Cookie header when its signature holds (and it is a UUID); else undefined. */
export function deviceIdFromCookies(header: string | undefined, secret: string): string | undefined {
  const value = header ? cookieValue(header, DEVICE_COOKIE) : undefined;
  if (!value) return undefined;
  const dot = value.indexOf('.');
  const id = value.slice(0, dot);
  if (dot < 0 || !UUID.test(id)) return undefined;
  const expected = Buffer.from(signature(id, secret));
  const given = Buffer.from(value.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}

/** `Set-Cookie` for a device: httpOnly, SameSite=Lax, Secure over https, for `days`. */
export function deviceCookie(id: string, days: number, o: { secret: string; secure: boolean }): string {
  const expires = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return `${DEVICE_COOKIE}=${id}.${signature(id, o.secret)}; Path=${PATH}; Expires=${expires.toUTCString()}; HttpOnly;${o.secure ? ' Secure;' : ''} SameSite=Lax`;
}
