import { createHash, randomBytes } from 'node:crypto';

/** 32 random bytes, base64url: what the e-mailed link carries. */
export function newResetToken(): string {
  return randomBytes(32).toString('base64url');
}

/** What the database keeps of a token: its SHA-256 (a token is random enough that no salt or slow hash is needed). */
export function hashResetToken(token: string): string {
  return createHash('sha256').update(token, 'utf8').digest('hex');
}
