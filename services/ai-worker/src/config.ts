import { z } from 'zod';

const Env = z.object({
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(10),
  QUEUE_PREFIX: z.string().min(1).default('bull'),
  DATABASE_URL: z.string().url().default('postgres://postgres@127.0.0.1:5432/chairside'),
  /** How long a job stays claimed without a lock renewal; a killed worker's job is picked up after it. */
  WORKER_LOCK_MS: z.coerce.number().int().min(1000).max(600000).default(30000),
  // Compose passes an unset key as '': that means "not configured", not an error.
  AI_API_KEY: z.preprocess((v) => (v === '' ? undefined : v), z.string().optional()),
  AI_BASE_URL: z.string().url().default('https://api.openai.com/v1'),
  AI_MODEL: z.string().min(1).default('gpt-4o-mini'),
  AI_TIMEOUT_MS: z.coerce.number().int().min(100).max(120000).default(30000),
  OFF_BASE_URL: z.string().url().default('https://world.openfoodfacts.org'),
  OFF_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(5000),
  /** Open Food Facts' search is slower than a product read: seconds, not milliseconds. */
  OFF_SEARCH_TIMEOUT_MS: z.coerce.number().int().min(100).max(60000).default(10000),
  /** The most of a provider's answer read before it is refused (decisions.md, "Hardening"). */
  AI_MAX_RESPONSE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(64 * 1024 * 1024)
    .default(1024 * 1024),
  /** On SIGTERM, running jobs get this long to finish; a job cut off is taken again by another worker. */
  SHUTDOWN_TIMEOUT_MS: z.coerce.number().int().min(0).max(600000).default(20000),
  /** BullMQ loses jobs when Redis evicts keys: on, the worker refuses to start on any other maxmemory-policy. */
  REDIS_REQUIRE_NOEVICTION: z.preprocess(
    (v) => (typeof v === 'string' ? !['0', 'false', 'off', 'no', ''].includes(v.toLowerCase()) : v),
    z.boolean().default(false),
  ),
  OFF_MAX_RESPONSE_BYTES: z.coerce
    .number()
    .int()
    .min(1024)
    .max(64 * 1024 * 1024)
    .default(512 * 1024),
});

export interface WorkerConfig {
  redisUrl: string;
  concurrency: number;
  prefix: string;
  databaseUrl: string;
  lockMs: number;
  shutdownTimeoutMs: number;
  redisRequireNoeviction: boolean;
  ai: { apiKey?: string; baseUrl: string; model: string; timeoutMs: number; maxResponseBytes: number };
  openFoodFacts: { baseUrl: string; timeoutMs: number; searchTimeoutMs: number; maxResponseBytes: number };
}

/** Read once at start; a bad value stops the process naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const r = Env.safeParse(env);
  if (!r.success)
    throw new Error(
      `Invalid configuration:\n${r.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`,
    );
  const e = r.data;
  return {
    redisUrl: e.REDIS_URL,
    concurrency: e.WORKER_CONCURRENCY,
    prefix: e.QUEUE_PREFIX,
    databaseUrl: e.DATABASE_URL,
    lockMs: e.WORKER_LOCK_MS,
    shutdownTimeoutMs: e.SHUTDOWN_TIMEOUT_MS,
    redisRequireNoeviction: e.REDIS_REQUIRE_NOEVICTION,
    ai: {
      apiKey: e.AI_API_KEY,
      baseUrl: e.AI_BASE_URL.replace(/\/+$/, ''),
      model: e.AI_MODEL,
      timeoutMs: e.AI_TIMEOUT_MS,
      maxResponseBytes: e.AI_MAX_RESPONSE_BYTES,
    },
    openFoodFacts: {
      baseUrl: e.OFF_BASE_URL.replace(/\/+$/, ''),
      timeoutMs: e.OFF_TIMEOUT_MS,
      searchTimeoutMs: e.OFF_SEARCH_TIMEOUT_MS,
      maxResponseBytes: e.OFF_MAX_RESPONSE_BYTES,
    },
  };
}
