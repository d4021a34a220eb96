import { ERROR_CODES } from '@chairside/contracts';

type Code = (typeof ERROR_CODES)[keyof typeof ERROR_CODES];

/** A failure with a status, a human message and a stable code; the filter turns it into the error shape. */
export class ApiException extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: Code,
    readonly extra: Record<string, unknown> = {},
    readonly headers: Record<string, string> = {},
  ) {
    super(message);
  }

  static badRequest(message: string, errors?: { path: string; message: string }[]) {
    return new ApiException(400, message, ERROR_CODES.validation, errors ? { errors } : {});
  }
  static unauthorized() {
    return new ApiException(401, 'Unauthorized', ERROR_CODES.unauthorized);
  }
  static notFound(what: string) {
    return new ApiException(404, `${what} not found`, ERROR_CODES.notFound);
  }
  static conflict(message: string) {
    return new ApiException(409, message, ERROR_CODES.conflict);
  }
  /** 429 with Retry-After in whole seconds (at least 1). */
  static tooMany(message: string, retryAfterSeconds: number, extra: Record<string, unknown> = {}) {
    const s = Math.max(1, Math.ceil(retryAfterSeconds));
    return new ApiException(429, message, ERROR_CODES.tooManyAttempts, extra, { 'Retry-After': String(s) });
  }
  static unavailable(message: string) {
    return new ApiException(503, message, ERROR_CODES.dependencyDown);
  }
}
