import { t } from '../../../shared/i18n';

/**
 * Why a barcode lookup gave no product, so the dialog says what happened: Open Food Facts does not
 * know the code ('not-found', 404), or it did not answer at all ('no-answer': the worker's 502/503,
 * the gateway's 504, or no answer reaching the browser). Anything else (a session that ended, a
 * limit) is the dialog's usual failure toast.
 */
export type LookupFailure = 'not-found' | 'no-answer' | 'other';

const NO_ANSWER_STATUS = new Set([502, 503, 504, 'FETCH_ERROR', 'TIMEOUT_ERROR']);

export function lookupFailure(error: unknown): LookupFailure {
  const status = error && typeof error === 'object' && 'status' in error ? (error as { status: unknown }).status : null;
  if (status === 404) return 'not-found';
  return NO_ANSWER_STATUS.has(status as number | string) ? 'no-answer' : 'other';
}

/** What the dialog says, by the barcode that was looked up. */
export function lookupFailureText(failure: Exclude<LookupFailure, 'other'>, code: string): string {
  return failure === 'not-found'
    ? t(
        'Open Food Facts has no product with barcode {{code}}. Type what is on the pack, and the next scan of it finds your entry.',
        { code },
      )
    : t(
        'Open Food Facts did not answer, so barcode {{code}} could not be looked up. Try again in a minute, or type what is on the pack.',
        { code },
      );
}
