/**
 * The toast text of a failed post or comment: the dialog's own sentence, except past the hourly limit (429),
 * where the API's message says how long to wait and "try again" alone would just fail again.
 */
export function failureDescription(error: unknown, fallback: string): string {
  const e = (error ?? {}) as { status?: unknown; data?: { message?: unknown } | null };
  const message = e.data && typeof e.data === 'object' ? e.data.message : undefined;
  return e.status === 429 && typeof message === 'string' && message ? message : fallback;
}
