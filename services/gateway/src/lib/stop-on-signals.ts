import type { Server } from 'node:http';

/** Connections that finish their answer after the listener closed are closed this often. */
const IDLE_SWEEP_MS = 50;

/**
 * SIGTERM or SIGINT (a rolling update, `docker compose stop`, Ctrl-C): the listener closes, idle
 * connections end, and requests in flight (an upload passing through, a slow answer from the API)
 * finish for at most SHUTDOWN_TIMEOUT_MS (default 20 s) before they are cut and the process exits.
 * A second signal exits at once.
 */
export function stopOnSignals(server: Server, name: string, env: NodeJS.ProcessEnv = process.env): void {
  const timeoutMs = /^\d+$/.test(env.SHUTDOWN_TIMEOUT_MS ?? '') ? Number(env.SHUTDOWN_TIMEOUT_MS) : 20_000;
  let stopping = false;
  const onSignal = (signal: NodeJS.Signals) => {
    if (stopping) process.exit(1);
    stopping = true;
    console.log(`${name}: ${signal}: listener closed, requests in flight get at most ${timeoutMs} ms`);
    server.close(() => process.exit(0));
    server.closeIdleConnections();
    setInterval(() => server.closeIdleConnections(), IDLE_SWEEP_MS).unref();
    setTimeout(() => {
      console.warn(`${name}: requests still running after ${timeoutMs} ms were cut off`);
      server.closeAllConnections();
    }, timeoutMs).unref();
  };
  process.on('SIGTERM', onSignal);
  process.on('SIGINT', onSignal);
}
