import type { NestFastifyApplication } from '@nestjs/platform-fastify';
import type { Server } from 'node:http';
import type { AppConfig } from './config/app-config';
import { DrainState } from './modules/health/drain-state';

/** Beyond the two configured waits, closing the pools gets this long before the process gives up. */
const CLOSE_POOLS_MS = 10_000;
/** Connections that finish their answer after the listener closed are closed this often. */
const IDLE_SWEEP_MS = 50;

const sleep = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/**
 * SIGTERM or SIGINT (a rolling update, `docker compose stop`, Ctrl-C): no request in flight is dropped.
 * 1. readiness answers 503 and every answer closes its connection (`Connection: close`), while the
 *    instance still serves for SHUTDOWN_DELAY_MS, so a balancer that learns from health checks moves away;
 * 2. the listener closes; requests in flight finish, for at most SHUTDOWN_TIMEOUT_MS;
 * 3. Nest's shutdown hooks close the PostgreSQL pool, Redis and the queue; the process exits 0.
 * A second signal, or pools that will not close, end the process at once with 1.
 */
export function stopOnSignals(app: NestFastifyApplication, config: AppConfig): void {
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) {
      console.error(`api: ${signal} again while stopping: exiting now`);
      process.exit(1);
    }
    stopping = true;
    const giveUp = setTimeout(
      () => {
        console.error('api: shutdown did not finish in time: exiting now');
        process.exit(1);
      },
      config.shutdownDelayMs + config.shutdownTimeoutMs + CLOSE_POOLS_MS,
    );
    giveUp.unref();
    drain(app, config, signal).then(
      () => process.exit(0),
      (e: unknown) => {
        console.error(`api: shutdown failed: ${e instanceof Error ? e.message : String(e)}`);
        process.exit(1);
      },
    );
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}

async function drain(app: NestFastifyApplication, config: AppConfig, signal: NodeJS.Signals): Promise<void> {
  app.get(DrainState).start();
  console.log(`api: ${signal}: draining, readiness answers 503; still serving for ${config.shutdownDelayMs} ms`);
  if (config.shutdownDelayMs > 0) await sleep(config.shutdownDelayMs);

  const server = app.getHttpServer() as Server;
  const open = await new Promise<number>((resolve) => server.getConnections((_e, n) => resolve(n ?? 0)));
  console.log(
    `api: listener closed; ${open} connection(s) open, requests in flight get at most ${config.shutdownTimeoutMs} ms`,
  );
  const finished = await closeListener(server, config.shutdownTimeoutMs);
  if (finished) console.log('api: requests in flight finished');
  else {
    server.closeAllConnections();
    console.warn(`api: requests still running after ${config.shutdownTimeoutMs} ms were cut off`);
  }

  await app.close();
  console.log('api: PostgreSQL, Redis and queue connections closed; exiting');
}

/** Stops accepting connections and resolves true once every open one has ended, false at the time limit. */
async function closeListener(server: Server, timeoutMs: number): Promise<boolean> {
  const closed = new Promise<boolean>((resolve) => server.close(() => resolve(true)));
  // A connection whose answer was sent with `Connection: close` ends by itself; one that was idle, or
  // answered before draining began, is closed here between requests.
  server.closeIdleConnections();
  const sweep = setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS);
  let timer: NodeJS.Timeout | undefined;
  try {
    return await Promise.race([closed, new Promise<boolean>((r) => (timer = setTimeout(() => r(false), timeoutMs)))]);
  } finally {
    clearInterval(sweep);
    clearTimeout(timer);
  }
}
