import { ProviderFailure, TransientError } from '../handler';

export interface ProviderResponse {
  status: number;
  body: unknown;
}

/** How much of an error answer is kept for the worker's log (never shown to the user). */
const LOGGED_ERROR_CHARS = 300;

/**
 * One call to a provider outside our control. Network errors, time-outs, 429 and 5xx throw
 * `TransientError` (retried with back-off); an answer larger than `maxBytes` throws
 * `ProviderFailure` as soon as it passes the cap (nothing unbounded is read or parsed);
 * any other status is returned for the caller to judge.
 */
export async function callProvider(
  provider: string,
  url: string,
  init: RequestInit & { timeoutMs: number; maxBytes: number },
): Promise<ProviderResponse> {
  const { timeoutMs, maxBytes, ...request } = init;
  let res: Response;
  let text: string;
  try {
    res = await fetch(url, { ...request, signal: AbortSignal.timeout(timeoutMs) });
    text = await readCapped(res, maxBytes);
  } catch (e) {
    if (e instanceof ProviderFailure) throw new ProviderFailure(`${provider}: ${e.message}`, provider);
    const why =
      e instanceof Error && e.name === 'TimeoutError'
        ? `no answer within ${timeoutMs} ms`
        : e instanceof Error
          ? ((e.cause as Error | undefined)?.message ?? e.message)
          : String(e);
    throw new TransientError(`${provider}: ${why}`, provider);
  }
  if (res.status === 429 || res.status >= 500)
    throw new TransientError(`${provider}: HTTP ${res.status} ${logExcerpt(text)}`.trimEnd(), provider);
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: the caller sees the text and decides.
  }
  return { status: res.status, body };
}

/** The body as text, reading at most `maxBytes`: a larger answer is cut off and refused, not buffered. */
async function readCapped(res: Response, maxBytes: number): Promise<string> {
  const declared = Number(res.headers.get('content-length'));
  if (Number.isFinite(declared) && declared > maxBytes) {
    await res.body?.cancel().catch(() => {});
    throw new ProviderFailure(`answer of ${declared} bytes is over the ${maxBytes}-byte limit`, '');
  }
  if (!res.body) return '';
  const reader = res.body.getReader();
  const chunks: Uint8Array[] = [];
  let total = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    total += value.byteLength;
    if (total > maxBytes) {
      await reader.cancel().catch(() => {});
      throw new ProviderFailure(`answer over the ${maxBytes}-byte limit (stopped reading)`, '');
    }
    chunks.push(value);
  }
  return Buffer.concat(chunks).toString('utf8');
}

/** A provider's own words, shortened and on one line, for the worker's log. */
export function logExcerpt(body: unknown): string {
  const text = typeof body === 'string' ? body : JSON.stringify(body ?? '');
  const line = text.replace(/\s+/g, ' ').trim();
  return line.length > LOGGED_ERROR_CHARS ? `${line.slice(0, LOGGED_ERROR_CHARS)}…` : line;
}
