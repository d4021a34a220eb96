import { HttpException } from '@nestjs/common';
import { ApiException } from './api-exception';

export interface ErrorReply {
  status: number;
  headers: Record<string, string>;
  body: Record<string, unknown>;
}

const STATUS_MESSAGES: Record<number, string> = {
  400: 'Bad request',
  401: 'Unauthorized',
  403: 'Forbidden',
  404: 'Not found',
  413: 'Payload too large',
  415: 'Unsupported media type',
  429: 'Too many attempts',
  503: 'Service unavailable',
};

/** Maps anything thrown to decisions.md's one error shape: { statusCode, message, code?, errors? }. */
export function toErrorReply(err: unknown): ErrorReply {
  if (err instanceof ApiException) {
    return {
      status: err.statusCode,
      headers: err.headers,
      body: { statusCode: err.statusCode, message: err.message, ...(err.code ? { code: err.code } : {}), ...err.extra },
    };
  }
  if (err instanceof HttpException) {
    const status = err.getStatus();
    const res = err.getResponse();
    const raw = typeof res === 'string' ? res : (res as { message?: unknown }).message;
    const message = Array.isArray(raw)
      ? raw.join('; ')
      : typeof raw === 'string'
        ? raw
        : (STATUS_MESSAGES[status] ?? 'Error');
    return {
      status,
      headers: {},
      body: { statusCode: status, message: status === 404 && message.startsWith('Cannot ') ? 'Not found' : message },
    };
  }
  // body-parser and other express middleware errors carry a status and a type.
  const e = err as { status?: number; statusCode?: number; type?: string };
  const status = e?.status ?? e?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    const message =
      e.type === 'entity.too.large'
        ? 'Request body is too large'
        : e.type === 'entity.parse.failed'
          ? 'Request body is not valid JSON'
          : (STATUS_MESSAGES[status] ?? 'Bad request');
    return { status, headers: {}, body: { statusCode: status, message } };
  }
  console.error(err);
  return { status: 500, headers: {}, body: { statusCode: 500, message: 'Internal server error' } };
}
