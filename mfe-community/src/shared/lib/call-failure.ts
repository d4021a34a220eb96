import { serverMessage } from '@chairside/api-client';

/**
 * The toast text of a failed post or comment: the dialog's own sentence, except past the hourly limit
 * (429), where the API's message says how long to wait ("try again" alone would just fail again). The
 * API words it in English; serverMessage gives it in the reader's language (libs/ui's known texts).
 */
export function failureDescription(error: unknown, fallback: string): string {
  const status = error && typeof error === 'object' && 'status' in error ? error.status : undefined;
  return (status === 429 && serverMessage(error)) || fallback;
}
