import { createHmac } from 'node:crypto';
import { COHORT_COOKIE } from '@chairside/contracts';

/**
 * A member's canary cohort: the first 16 hex characters of HMAC-SHA256(SESSION_SECRET, 'cohort:' + id).
 * The same member always has the same cohort, on every API and gateway instance, and the value reveals
 * nothing of the id. The gateway hashes it with a remote's name to choose canary or stable
 * (docs/decisions-platform.md); a member who forges another value only chooses which public build runs.
 */
const cohortOf = (userId: string, secret: string): string =>
  createHmac('sha256', secret).update(`cohort:${userId}`).digest('hex').slice(0, 16);

/** `Set-Cookie` for the cohort: like the session cookie (HttpOnly, SameSite=Lax, Path=/, Secure over https). */
export function cohortCookie(userId: string, expires: Date, o: { secret: string; secure: boolean }): string {
  return `${COHORT_COOKIE}=${cohortOf(userId, o.secret)}; Path=/; Expires=${expires.toUTCString()}; HttpOnly;${o.secure ? ' Secure;' : ''} SameSite=Lax`;
}

/** `Set-Cookie` that removes the cohort cookie: a signed-out browser runs the stable versions. */
export function clearedCohortCookie(o: { secure: boolean }): string {
  return `${COHORT_COOKIE}=; Path=/; Expires=Thu, 01 Jan 1970 00:00:00 GMT; HttpOnly;${o.secure ? ' Secure;' : ''} SameSite=Lax`;
}
