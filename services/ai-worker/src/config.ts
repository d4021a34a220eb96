import { z } from 'zod';

const Env = z.object({
  REDIS_URL: z.string().url().default('redis://127.0.0.1:6379'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(10),
  QUEUE_PREFIX: z.string().min(1).default('bull'),
});

export interface WorkerConfig {
  redisUrl: string;
  concurrency: number;
  prefix: string;
}

/** Read once at start; a bad value stops the process naming it. */
export function loadConfig(env: NodeJS.ProcessEnv = process.env): WorkerConfig {
  const r = Env.safeParse(env);
  if (!r.success) throw new Error(`Invalid configuration:\n${r.error.issues.map((i) => `  ${i.path.join('.')}: ${i.message}`).join('\n')}`);
  return { redisUrl: r.data.REDIS_URL, concurrency: r.data.WORKER_CONCURRENCY, prefix: r.data.QUEUE_PREFIX };
}
