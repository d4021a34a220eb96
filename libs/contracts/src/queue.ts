import { z } from 'zod';
import {
  AnalyzeExerciseRequest,
  AnalyzeFoodRequest,
  AnalyzeFoodVoiceRequest,
  ExerciseAnalysisResult,
  FoodAnalysisResult,
  LookupBarcodeRequest,
} from './analysis';
import { HealthPlatform, HealthSyncResponse } from './health-integrations';
import { SearchBrandedFoodsPayload, SearchBrandedFoodsResult } from './branded-foods';

/**
 * The job catalogue: one queue, each job kind with its payload and result schema. The worker
 * refuses to start when a kind here has no handler (or two), so adding a kind is one entry here
 * plus one handler file there.
 */
export const ANALYSIS_QUEUE = 'chairside-analysis';

/** Every user's job names its owner: GET /api/analysis-jobs/:id answers only them. */
const owned = { userId: z.string() };

export const jobCatalogue = {
  /** A round trip through Redis and the worker; used by the health check and tests. */
  ping: {
    payload: z.object({ sentAt: z.number() }),
    result: z.object({ sentAt: z.number(), workerId: z.string(), handledAt: z.number() }),
  },
  analyzeFood: { payload: AnalyzeFoodRequest.extend(owned), result: FoodAnalysisResult },
  lookupBarcode: { payload: LookupBarcodeRequest.extend(owned), result: FoodAnalysisResult },
  /** Open Food Facts' search by name; the API caches the answer (docs/decisions.md, "Branded foods"). */
  searchBrandedFoods: { payload: SearchBrandedFoodsPayload.extend(owned), result: SearchBrandedFoodsResult },
  analyzeFoodVoice: { payload: AnalyzeFoodVoiceRequest.extend(owned), result: FoodAnalysisResult },
  analyzeExercise: {
    /** The user's weight from their profile, or 70 kg. */
    payload: AnalyzeExerciseRequest.extend({ ...owned, weightKg: z.number().min(20).max(400) }),
    result: ExerciseAnalysisResult,
  },
  healthSync: {
    /** `since` is the integration's lastSync when the user clicked; it makes the job id idempotent. */
    payload: z.object({ ...owned, platform: HealthPlatform, since: z.string().nullable() }),
    result: HealthSyncResponse,
  },
  importData: {
    /** An upload kept in `imports` (its files' text): the worker reads it again and writes PostgreSQL. */
    payload: z.object({ ...owned, importId: z.uuid() }),
    result: z.object({ entries: z.number().int(), weighIns: z.number().int() }),
  },
} as const;

/**
 * The shapes a job id of ours has: BullMQ's own counter for analyses, or a health sync's
 * id below. Anything else is refused with 400 before Redis is asked.
 */
export const AnalysisJobId = z
  .string()
  .regex(
    /^(?:[1-9]\d{0,15}|health-sync_[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}_(?:apple_health|google_fit)_(?:\d{1,15}|never))$/,
    'must be an analysis job id',
  );

/** The id of a sync job: a double click (same user, platform and starting point) runs it once. BullMQ ids may not hold a colon. */
export const healthSyncJobId = (userId: string, platform: string, since: string | null) =>
  `health-sync_${userId}_${platform}_${since ? Date.parse(since) : 'never'}`;

/** The id of an import's job: pressing Import twice runs it once. */
export const importJobId = (importId: string) => `import_${importId}`;

export type JobName = keyof typeof jobCatalogue;
export type JobPayload<N extends JobName> = z.infer<(typeof jobCatalogue)[N]['payload']>;
export type JobResult<N extends JobName> = z.infer<(typeof jobCatalogue)[N]['result']>;

/** An expected failure is returned, not thrown, so BullMQ does not retry it. */
export type JobOutcome<N extends JobName> =
  | { ok: true; value: JobResult<N> }
  | { ok: false; statusCode: number; code: string; message: string; details?: Record<string, unknown> };

export const JOB_DEFAULTS = {
  attempts: 3,
  backoff: { type: 'exponential', delay: 500 },
  removeOnComplete: { age: 300 },
  removeOnFail: { age: 3600 },
} as const;

/** How long the API waits for a job before it answers 202 with the job id. */
export const JOB_WAIT_MS = 15000;

/** Redis key of the worker heartbeat, under the queue prefix so separate stacks never read each other's. */
export const heartbeatKey = (queuePrefix: string) => `${queuePrefix}:chairside:ai-worker:heartbeat`;

export const WORKER_HEARTBEAT = {
  intervalMs: 5000,
  /** The health check calls the worker down when its last beat is older than this. */
  staleAfterMs: 15000,
} as const;
