import { t } from '../i18n';

// The API's hourly-limit refusals (services/api community posts and comments), read back so they can
// be worded in the member's language; the API words them in English only.
const POSTS_LIMIT =
  /^You have shared (\d+) posts? in the last hour\. Please wait (\d+) (second|minute)s? before posting again\.$/;
const COMMENTS_LIMIT =
  /^You have written (\d+) comments? in the last hour\. Please wait (\d+) (second|minute)s? before commenting again\.$/;

/** '12 minutes', '1 second', in the locale's words ('12 Minuten'); English as the API writes it. */
const waitIn = (n: number, unit: string, locale: string) =>
  new Intl.NumberFormat(locale, { style: 'unit', unit, unitDisplay: 'long' }).format(n);

function translatedLimit(message: string, locale: string): string {
  const posts = POSTS_LIMIT.exec(message);
  if (posts)
    return t('You have shared {{count}} posts in the last hour. Please wait {{wait}} before posting again.', {
      defaultValue_one: 'You have shared {{count}} post in the last hour. Please wait {{wait}} before posting again.',
      count: Number(posts[1]),
      wait: waitIn(Number(posts[2]), posts[3]!, locale),
    });
  const comments = COMMENTS_LIMIT.exec(message);
  if (comments)
    return t('You have written {{count}} comments in the last hour. Please wait {{wait}} before commenting again.', {
      defaultValue_one:
        'You have written {{count}} comment in the last hour. Please wait {{wait}} before commenting again.',
      count: Number(comments[1]),
      wait: waitIn(Number(comments[2]), comments[3]!, locale),
    });
  // A refusal worded otherwise is still better shown as it came than replaced by "try again".
  return message;
}

/**
 * The toast text of a failed post or comment: the dialog's own sentence, except past the hourly limit (429),
 * where the API's message says how long to wait and "try again" alone would just fail again.
 */
export function failureDescription(error: unknown, fallback: string, locale = 'en-US'): string {
  const e = (error ?? {}) as { status?: unknown; data?: { message?: unknown } | null };
  const message = e.data && typeof e.data === 'object' ? e.data.message : undefined;
  return e.status === 429 && typeof message === 'string' && message ? translatedLimit(message, locale) : fallback;
}
