import { TransientError } from '../handler';

export interface ProviderResponse {
  status: number;
  body: unknown;
}

/**
 * One call to a provider outside our control. Network errors, time-outs, 429 and 5xx throw
 * `TransientError` (retried with back-off); any other status is returned for the caller to judge.
 */
export async function callProvider(
  provider: string,
  url: string,
  init: RequestInit & { timeoutMs: number },
): Promise<ProviderResponse> {
  let res: Response;
  try {
    res = await fetch(url, { ...init, signal: AbortSignal.timeout(init.timeoutMs) });
  } catch (e) {
    const why =
      e instanceof Error && e.name === 'TimeoutError'
        ? `no answer within ${init.timeoutMs} ms`
        : e instanceof Error
          ? ((e.cause as Error | undefined)?.message ?? e.message)
          : String(e);
    throw new TransientError(`${provider}: ${why}`, provider);
  }
  const text = await res.text().catch(() => '');
  if (res.status === 429 || res.status >= 500) throw new TransientError(`${provider}: HTTP ${res.status}`, provider);
  let body: unknown = text;
  try {
    body = text ? JSON.parse(text) : null;
  } catch {
    // Not JSON: the caller sees the text and decides.
  }
  return { status: res.status, body };
}
