import { createHmac, randomBytes, timingSafeEqual } from 'node:crypto';

/**
 * The session cookie in express-session's format (`s:<id>.<HMAC-SHA256, base64 without padding>`,
 * URL-encoded), so cookies issued before the move to Fastify keep working and the bench's raw
 * baseline verifies it the same way (tools/bench/lib/session-cookie.mjs).
 */
const sign = (id: string, secret: string) =>
  `${id}.${createHmac('sha256', secret).update(id).digest('base64').replace(/=+$/, '')}`;

/** A new session id: 24 random bytes, base64url (express-session's uid-safe(24)). */
export const newSessionId = (): string => randomBytes(24).toString('base64url');

/** The session id inside the named cookie of a Cookie header, when its signature holds; else undefined. */
export function sessionIdFromCookies(header: string | undefined, name: string, secret: string): string | undefined {
  if (!header) return undefined;
  const raw = cookieValue(header, name);
  if (!raw) return undefined;
  let value: string;
  try {
    value = decodeURIComponent(raw);
  } catch {
    return undefined;
  }
  if (!value.startsWith('s:')) return undefined;
  const signed = value.slice(2);
  const dot = signed.lastIndexOf('.');
  if (dot < 1) return undefined;
  const id = signed.slice(0, dot);
  const expected = Buffer.from(sign(id, secret));
  const given = Buffer.from(signed);
  return expected.length === given.length && timingSafeEqual(expected, given) ? id : undefined;
}

/** The raw value of the named cookie in a Cookie header. */
export function cookieValue(header: string, name: string): string | undefined {
  let from = 0;
  while (from < header.length) {
    const end = header.indexOf(';', from);
    const part = header.slice(from, end === -1 ? header.length : end);
    const eq = part.indexOf('=');
    if (eq > 0 && part.slice(0, eq).trim() === name) return part.slice(eq + 1).trim();
    if (end === -1) break;
    from = end + 1;
  }
  return undefined;
}

interface CookieOptions {
  name: string;
  secret: string;
  secure: boolean;
}

/** `Set-Cookie` for a session: httpOnly, SameSite=Lax, Path=/, Secure over https, expiring at `expires`. */
export function sessionCookie(id: string, expires: Date, o: CookieOptions): string {
  const value = encodeURIComponent(`s:${sign(id, o.secret)}`);
  return `${o.name}=${value}; Path=/; Expires=${expires.toUTCString()}; HttpOnly;${o.secure ? ' Secure;' : ''} SameSite=Lax`;
}

/** `Set-Cookie` that removes the session cookie. */
export function clearedSessionCookie(o: Pick<CookieOptions, 'name' | 'secure'>): string {
  return `${o.name}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly;${o.secure ? ' Secure;' : ''} SameSite=Lax`;
}
