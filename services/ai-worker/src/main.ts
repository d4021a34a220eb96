import { loadConfig } from './config';
import { createHandlers } from './handlers';
import { checkRedisEviction } from '@chairside/analysis';
import { startWorker, type RunningWorker } from './worker';

async function main(): Promise<void> {
  const config = loadConfig();
  const running: { worker?: RunningWorker } = {};
  let stopping = false;
  // SIGTERM: take no new job, let the running ones finish (at most SHUTDOWN_TIMEOUT_MS), exit 0. A job
  // cut off at the limit keeps its lock until it expires, then another worker takes it (stalled jobs).
  const stop = async (signal: string): Promise<void> => {
    if (stopping) {
      console.error(`ai-worker: ${signal} again while stopping: exiting now`);
      process.exit(1);
    }
    stopping = true;
    console.log(
      `ai-worker: ${signal}: taking no new jobs, finishing running ones (at most ${config.shutdownTimeoutMs} ms)`,
    );
    const limit = setTimeout(() => {
      console.warn(`ai-worker: jobs still running after ${config.shutdownTimeoutMs} ms were cut off; exiting`);
      process.exit(0);
    }, config.shutdownTimeoutMs);
    await running.worker?.close();
    clearTimeout(limit);
    console.log('ai-worker: running jobs finished, connections closed; exiting');
    process.exit(0);
  };
  // Handlers first: whoever waits for the ready line may signal the moment it reads it.
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  await checkRedisEviction(config.redisUrl, config.redisRequireNoeviction, 'ai-worker');
  const worker = (running.worker = await startWorker(config, createHandlers));
  if (stopping) return; // a signal during start-up already exits the process
  console.log(`ai-worker ready (${worker.id}, concurrency ${config.concurrency})`);
}

main().catch((e: unknown) => {
  console.error(`ai-worker: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
