/**
 * The token of an e-mailed reset link (`/reset-pin#token=...`): it travels in the fragment, which a
 * browser never sends to a server, so it reaches no access log and no Referer.
 */
export function resetTokenFrom(hash: string): string | null {
  return new URLSearchParams(hash.replace(/^#/, '')).get('token') || null;
}
