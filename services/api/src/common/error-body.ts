import { HttpException } from '@nestjs/common';
import { ERROR_CODES } from '@chairside/contracts';
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

const DB_DOWN_CODES = new Set(['ECONNREFUSED', 'ECONNRESET', 'ETIMEDOUT', 'EPIPE', 'EHOSTUNREACH', 'ENOTFOUND']);
const DB_DOWN_MESSAGES =
  /Connection terminated|timeout exceeded when trying to connect|Query read timeout|connection timeout|Client has encountered a connection error|Connection is not established|canceling statement due to statement timeout|terminating connection/i;

/**
 * PostgreSQL unreachable, stalled or restarting (decisions.md, "Hardening"): the pool's acquire limit, the
 * statement_timeout, a connection the network dropped. Answered 503 `Database unavailable`, never 500.
 */
function isDatabaseDown(err: unknown): boolean {
  const e = err as { code?: string; message?: string; driverError?: unknown } | null;
  if (!e || typeof e !== 'object') return false;
  if (e.driverError && e.driverError !== err && isDatabaseDown(e.driverError)) return true;
  const code = typeof e.code === 'string' ? e.code : '';
  // SQLSTATE 08 connection exceptions, 57 operator intervention (57014 statement timeout, 57P0x shutdown), 53300 too many connections.
  if (/^(08|57)/.test(code) || code === '53300' || DB_DOWN_CODES.has(code)) return true;
  return typeof e.message === 'string' && DB_DOWN_MESSAGES.test(e.message);
}

/** A zone the runtime knows but PostgreSQL does not (US/Pacific-New): the client's input, a 400 naming tz. */
function isUnknownTimeZone(err: unknown): boolean {
  const d = (err as { driverError?: { code?: string; message?: string } })?.driverError;
  return !!d && d.code === '22023' && /time zone .* not recognized/i.test(d.message ?? '');
}

/** Fastify's body-reading errors (its content-type parsers), by code, in the API's words. */
const BODY_ERROR_MESSAGES: Record<string, string> = {
  FST_ERR_CTP_BODY_TOO_LARGE: 'Request body is too large',
  FST_ERR_CTP_INVALID_JSON_BODY: 'Request body is not valid JSON',
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'Unsupported media type',
};

/** Maps anything thrown to decisions.md's one error shape: { statusCode, message, code?, errors? }. */
export function toErrorReply(err: unknown): ErrorReply {
  if (isUnknownTimeZone(err)) {
    const message = 'must be a time zone PostgreSQL knows, such as Europe/Berlin';
    return {
      status: 400,
      headers: {},
      body: {
        statusCode: 400,
        message: `tz: ${message}`,
        code: ERROR_CODES.validation,
        errors: [{ path: 'tz', message }],
      },
    };
  }
  if (isDatabaseDown(err)) {
    return {
      status: 503,
      headers: { 'Retry-After': '5' },
      body: { statusCode: 503, message: 'Database unavailable', code: ERROR_CODES.dependencyDown },
    };
  }
  if (err instanceof ApiException) {
    return {
      status: err.statusCode,
      headers: err.headers,
      body: { statusCode: err.statusCode, message: err.message, ...(err.code ? { code: err.code } : {}), ...err.extra },
    };
  }
  // A body Fastify could not read: Nest wraps its 4xx errors in an HttpException with the original
  // as `cause`; one raised before Nest's handler (a content-type parser) arrives as is.
  const bodyError = (err instanceof HttpException ? err.cause : err) as { code?: unknown; statusCode?: unknown } | null;
  const bodyMessage = typeof bodyError?.code === 'string' ? BODY_ERROR_MESSAGES[bodyError.code] : undefined;
  if (bodyMessage) {
    const status = err instanceof HttpException ? err.getStatus() : Number(bodyError?.statusCode) || 400;
    return { status, headers: {}, body: { statusCode: status, message: bodyMessage } };
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
  // Any other client error Fastify raised carries its status.
  const status = (err as { statusCode?: unknown } | null)?.statusCode;
  if (typeof status === 'number' && status >= 400 && status < 500) {
    return { status, headers: {}, body: { statusCode: status, message: STATUS_MESSAGES[status] ?? 'Bad request' } };
  }
  logUnexpected(err);
  return { status: 500, headers: {}, body: { statusCode: 500, message: 'Internal server error' } };
}

/**
 * What an unexpected error (a 500) leaves in the log (decisions.md, "Hardening"): one JSON line on
 * stderr with its name, code, the driver's code, its message and where it was thrown — never the
 * error object itself. A TypeORM QueryFailedError carries the query's `parameters` (a session id, a
 * PIN hash at sign-up) and PostgreSQL's `detail` (the failing row); neither is written. PostgreSQL
 * quotes the offending value in some messages (`invalid input syntax for type uuid: "…"`): those
 * quotes are emptied.
 */
function logUnexpected(err: unknown): void {
  const e = (err && typeof err === 'object' ? err : {}) as {
    name?: unknown;
    code?: unknown;
    message?: unknown;
    stack?: unknown;
    driverError?: { code?: unknown } | null;
  };
  const text = (v: unknown) => (typeof v === 'string' || typeof v === 'number' ? String(v) : undefined);
  const message = text(e.message);
  const line = {
    ts: new Date().toISOString(),
    log: 'error',
    status: 500,
    name: err instanceof Error ? err.name : typeof err,
    code: text(e.code),
    driverCode: text(e.driverError?.code),
    message: message === undefined ? undefined : message.replace(/: "(?:[^"]|"")*"/g, ': "…"').slice(0, 500),
    where:
      typeof e.stack === 'string'
        ? e.stack
            .split('\n')
            .filter((l) => /^\s+at /.test(l))
            .slice(0, 5)
            .map((l) => l.trim())
        : undefined,
  };
  process.stderr.write(`${JSON.stringify(line)}\n`);
}
