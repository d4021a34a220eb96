import type { FetchBaseQueryError } from '@reduxjs/toolkit/query';
import type { SerializedError } from '@reduxjs/toolkit';

type AnyError = FetchBaseQueryError | SerializedError | undefined | unknown;

function bodyText(data: unknown): string {
  if (data === undefined || data === null || data === '') return '';
  return typeof data === 'string' ? data : JSON.stringify(data);
}

/** "status code, colon, space, body text (or status text if empty)" (docs/product.md "Errors"). */
export function apiErrorMessage(error: AnyError): string {
  if (error && typeof error === 'object' && 'status' in error) {
    const e = error as FetchBaseQueryError;
    if (typeof e.status === 'number') return `${e.status}: ${bodyText(e.data) || statusText(e.status)}`;
    if ('error' in e) return e.error;
  }
  if (
    error &&
    typeof error === 'object' &&
    'message' in error &&
    typeof (error as { message: unknown }).message === 'string'
  ) {
    return (error as { message: string }).message;
  }
  return 'Something went wrong';
}

let inReadersLanguage: (message: string) => string = (message) => message;

/**
 * The design system (libs/ui) hands in its translation of the API's known messages, so every
 * `serverMessage` reads in the member's language; a message it does not know stays as the API wrote
 * it. This library stays free of i18n (libs/ui depends on it, not the other way round).
 */
export function setServerMessageTranslator(translate: (message: string) => string): void {
  inReadersLanguage = translate;
}

/** The server's own message from the error shape, when there is one, in the reader's language. */
export function serverMessage(error: AnyError): string | undefined {
  const data = error && typeof error === 'object' && 'data' in error ? (error as { data: unknown }).data : undefined;
  return data &&
    typeof data === 'object' &&
    'message' in data &&
    typeof (data as { message: unknown }).message === 'string'
    ? inReadersLanguage((data as { message: string }).message)
    : undefined;
}

/** A signed-out answer: the message begins '401:' and contains 'Unauthorized'. */
export function isUnauthorized(error: AnyError): boolean {
  const m = apiErrorMessage(error);
  return m.startsWith('401:') && m.includes('Unauthorized');
}

function statusText(status: number): string {
  return (
    (
      {
        400: 'Bad Request',
        401: 'Unauthorized',
        403: 'Forbidden',
        404: 'Not Found',
        409: 'Conflict',
        429: 'Too Many Requests',
        500: 'Internal Server Error',
        503: 'Service Unavailable',
      } as Record<number, string>
    )[status] ?? 'Error'
  );
}

/** A call its caller cancelled (closed the dialog): nothing to tell the user. */
export function isAborted(error: AnyError): boolean {
  if (!error || typeof error !== 'object') return false;
  const e = error as { name?: unknown; error?: unknown };
  return e.name === 'AbortError' || e.error === 'AbortError';
}
