import { loadConfig } from './config';
import { createHandlers } from './handlers';
import { startWorker, type RunningWorker } from './worker';

async function main(): Promise<void> {
  const config = loadConfig();
  const running: { worker?: RunningWorker } = {};
  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    console.log(`ai-worker: ${signal}, finishing running jobs`);
    await running.worker?.close();
    process.exit(0);
  };
  // Handlers first: whoever waits for the ready line may signal the moment it reads it.
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
  const worker = (running.worker = await startWorker(config, createHandlers));
  if (stopping) return; // a signal during start-up already exits the process
  console.log(`ai-worker ready (${worker.id}, concurrency ${config.concurrency})`);
}

main().catch((e: unknown) => {
  console.error(`ai-worker: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
