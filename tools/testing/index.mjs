// The testing kit: what the API, worker, gateway, stack and browser tests all need, in one place.
export { ADMIN_URL, createDatabase } from './database.mjs';
export { dropQueueKeys } from './redis.mjs';
export { runToExit, spawnWorker, startProcess, WORKER_MAIN } from './processes.mjs';
export { freePort } from '../stack/lib/net-probe.mjs';
