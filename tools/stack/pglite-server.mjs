#!/usr/bin/env node
// The embedded database of `npm start` when no PostgreSQL is reachable: PGlite (PostgreSQL in
// WebAssembly) with its data in PGLITE_DATA_DIR, served over the PostgreSQL wire protocol on PGLITE_PORT.
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { mkdirSync } from 'node:fs';

const dataDir = process.env.PGLITE_DATA_DIR ?? '.data/pglite';
const port = Number(process.env.PGLITE_PORT ?? 0);
mkdirSync(dataDir, { recursive: true });

/** @type {PGlite | undefined} */
let db;
/** @type {PGLiteSocketServer | undefined} */
let server;
let stopping = false;
const stop = async () => {
  if (stopping) return;
  stopping = true;
  await server?.stop().catch(() => {});
  await db?.close().catch(() => {});
  process.exit(0);
};
// Handlers first: whoever waits for the ready line may signal the moment it reads it.
process.on('SIGTERM', stop);
process.on('SIGINT', stop);

db = await PGlite.create(dataDir);
// All connections share one backend session (PGlite is a single PostgreSQL backend): a few are allowed so migrate, the API
// pool (DB_POOL_MAX=1) and a psql can connect; their queries are serialised.
server = new PGLiteSocketServer({ db, port, host: '127.0.0.1', maxConnections: 8 });
server.addEventListener('listening', (e) => {
  const detail = /** @type {CustomEvent<{ port?: number } | undefined>} */ (e).detail ?? {};
  console.log(`pglite ready on 127.0.0.1:${detail.port ?? port} (data in ${dataDir})`);
});
await server.start();
