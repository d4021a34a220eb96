import { loadConfig } from './config';
import { handlers } from './handlers';
import { startWorker } from './worker';

async function main(): Promise<void> {
  const config = loadConfig();
  const worker = await startWorker(config, handlers);
  console.log(`ai-worker ready (${worker.id}, concurrency ${config.concurrency})`);
  let stopping = false;
  const stop = async (signal: string): Promise<void> => {
    if (stopping) return;
    stopping = true;
    console.log(`ai-worker: ${signal}, finishing running jobs`);
    await worker.close();
    process.exit(0);
  };
  process.on('SIGTERM', () => void stop('SIGTERM'));
  process.on('SIGINT', () => void stop('SIGINT'));
}

main().catch((e: unknown) => {
  console.error(`ai-worker: ${e instanceof Error ? e.message : String(e)}`);
  process.exit(1);
});
