import type { FetchArgs, FetchBaseQueryError } from '@reduxjs/toolkit/query';
import { API_PATHS, type AnalysisJobStatus, type AnalysisPending } from '@chairside/contracts/web';

type BaseQueryResult =
  | { error: FetchBaseQueryError; data?: undefined; meta?: unknown }
  | { error?: undefined; data: unknown; meta?: unknown };
type BaseQuery = (arg: string | FetchArgs) => BaseQueryResult | PromiseLike<BaseQueryResult>;

/** How often and how long a 202 analysis is asked about before the user is told to try again. */
export const ANALYSIS_POLL = { intervalMs: 1500, giveUpMs: 3 * 60_000 } as const;

/** Waits `ms`, or less when `signal` aborts (the caller stops asking). */
const sleep = (ms: number, signal?: AbortSignal) =>
  new Promise<void>((r) => {
    const timer = setTimeout(r, ms);
    signal?.addEventListener('abort', () => (clearTimeout(timer), r()), { once: true });
  });

function isPending(status: number | undefined, data: unknown): data is AnalysisPending {
  return status === 202 && !!data && typeof data === 'object' && (data as AnalysisPending).status === 'pending';
}

/**
 * An analysis call: the API answers 200 with the result, or 202 with a job id when the
 * worker needs longer; then the job is polled, so a slow analysis still reaches the user.
 */
export async function runQueuedAnalysis<T>(
  baseQuery: BaseQuery,
  url: string,
  body: unknown,
  signal?: AbortSignal,
): Promise<{ data: T } | { error: FetchBaseQueryError }> {
  const first = await baseQuery({ url, method: 'POST', body });
  if (first.error) return { error: first.error };
  const status =
    first.meta && typeof first.meta === 'object' && 'response' in first.meta
      ? (first.meta as { response?: Response }).response?.status
      : undefined;
  if (!isPending(status, first.data)) return { data: first.data as T };

  const jobUrl = API_PATHS.analysisJob.replace(':id', encodeURIComponent(first.data.jobId));
  const deadline = Date.now() + ANALYSIS_POLL.giveUpMs;
  while (Date.now() < deadline) {
    await sleep(ANALYSIS_POLL.intervalMs, signal);
    // The user closed what was waiting: stop asking (the job itself still finishes in the worker).
    if (signal?.aborted)
      return { error: { status: 'CUSTOM_ERROR', error: 'AbortError', data: { message: 'Cancelled' } } };
    const r = await baseQuery({ url: jobUrl });
    if (r.error) return { error: r.error };
    const job = r.data as AnalysisJobStatus;
    if (job.status === 'done') return { data: job.result as T };
    if (job.status === 'failed') {
      const e = job.error ?? { statusCode: 502, message: 'Analysis failed. Please try again.' };
      return { error: { status: e.statusCode, data: e } };
    }
  }
  return {
    error: { status: 504, data: { statusCode: 504, message: 'The analysis is taking too long. Please try again.' } },
  };
}
