import { createHmac, timingSafeEqual } from 'node:crypto';
import { cookieValue } from './session-cookie';

/**
 * The device cookie (decisions.md, "Hardening II"): given to a browser at every successful sign-in,
 * it names that browser's rows in `login_devices`, one per user who signed in on it (a clinic's
 * shared workstation serves several colleagues), each signed with the session secret. A browser that
 * shows one of the user signing in is a trusted client: its failures count on its own row, so an
 * attack on the username from elsewhere, or other failures behind the same address, never refuse it.
 */
const DEVICE_COOKIE = 'chairside.device';

/** The most recent users of one browser it remembers; the oldest falls off. */
const DEVICES_PER_BROWSER = 10;

/** Only the /api/auth routes read it (sign-in, sign-up, PIN change), so no other request carries it. */
const PATH = '/api/auth';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

/** Its own prefix, so a signed device id can never pass for a signed session id, nor the reverse. */
const signature = (id: string, secret: string) =>
  createHmac('sha256', secret).update(`device:${id}`).digest('base64url');

function verified(entry: string, secret: string): string | undefined {
  const dot = entry.indexOf('.');
  const id = entry.slice(0, dot);
  if (dot < 0 || !UUID.test(id)) return undefined;
  const expected = Buffer.from(signature(id, secret));
  const given = Buffer.from(entry.slice(dot + 1));
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}

/** The device ids in the Cookie header whose signatures hold (UUIDs, at most DEVICES_PER_BROWSER), newest first. */
export function deviceIdsFromCookies(header: string | undefined, secret: string): string[] {
  const value = header ? cookieValue(header, DEVICE_COOKIE) : undefined;
  if (!value) return [];
  const ids = value
    .split('~', DEVICES_PER_BROWSER)
    .map((entry) => verified(entry, secret))
    .filter((id): id is string => id !== undefined);
  return [...new Set(ids)];
}

/**
 * `Set-Cookie` for a browser whose sign-in just succeeded on device `id`: it first, then the other
 * users' ids the browser had, up to DEVICES_PER_BROWSER. httpOnly, SameSite=Lax, Secure over https,
 * for `days` (each id's own end is kept on the server).
 */
export function deviceCookie(id: string, had: readonly string[], days: number, o: { secret: string; secure: boolean }) {
  const ids = [id, ...had.filter((other) => other !== id)].slice(0, DEVICES_PER_BROWSER);
  const value = ids.map((d) => `${d}.${signature(d, o.secret)}`).join('~');
  const expires = new Date(Date.now() + days * 24 * 60 * 60 * 1000);
  return `${DEVICE_COOKIE}=${value}; Path=${PATH}; Expires=${expires.toUTCString()}; HttpOnly;${o.secure ? ' Secure;' : ''} SameSite=Lax`;
}
