#!/usr/bin/env node
// The tiny static server of each front-end image (shell and every remote): no dependencies beyond
// Node and the contracts' remote list. ROOT is the built dist; SPA=on falls back to index.html for
// route paths (shell); REMOTES_JSON=on serves /remotes.json from MFE_*_URL read at container start.
// RELEASES_DIR (a remote's image): `<RELEASES_DIR>/<version>/` is served at `/<version>/`, so tabs
// opened on an earlier release still find its chunks after a rollout.
import { createReadStream } from 'node:fs';
import { readFile, stat } from 'node:fs/promises';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { extname, join, resolve, sep } from 'node:path';
import { gzipSync } from 'node:zlib';
import { cacheControlFor, isRoutePath, NO_CACHE } from './lib/cache-policy';
import { flagOf, isSourceMapPath, portOf } from './lib/config';
import { isLandingRequest, LANDING_PAGE } from './lib/landing-page';
import { remotesManifest } from './lib/remotes-manifest';
import { remotePathOf } from './lib/release-store';
import { isMalformedPath, remoteOrigins, securityHeaders } from './lib/hardening';
import { stopOnSignals } from './lib/stop-on-signals';

const TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.webp': 'image/webp',
  '.ico': 'image/x-icon',
  '.woff': 'font/woff',
  '.woff2': 'font/woff2',
  '.txt': 'text/plain; charset=utf-8',
};
const JSON_TYPE = 'application/json; charset=utf-8';
const COMPRESSIBLE = new Set(['.html', '.js', '.mjs', '.css', '.json', '.map', '.svg', '.txt']);

export function createStaticServer(env: NodeJS.ProcessEnv = process.env): Server {
  const root = resolve(env.ROOT || 'dist');
  const spa = env.SPA === 'on';
  const releasesDir = env.RELEASES_DIR ? resolve(env.RELEASES_DIR) : undefined;
  const errors: string[] = [];
  // The .map files of a production build hold the whole source: served only when asked for.
  const serveSourceMaps = flagOf(env, 'SERVE_SOURCE_MAPS', false, errors);
  if (errors.length) throw new Error(`Invalid configuration:\n  ${errors.join('\n  ')}`);
  const manifest = remotesManifest(env);
  const remotesJson = env.REMOTES_JSON === 'on' ? JSON.stringify(manifest) : undefined;
  // The gateway's headers (helmet's set and the CSP, lib/hardening.ts). A remote's files may
  // be loaded by a shell on another origin (its MFE_*_URL points here): CORS and CORP allow that.
  const headers = {
    ...securityHeaders(remoteOrigins(manifest), spa ? 'same-origin' : 'cross-origin'),
    'Access-Control-Allow-Origin': '*',
  };
  const gzipped = new Map<string, Buffer>(); // the files never change inside a container

  const handle = async (req: IncomingMessage, res: ServerResponse): Promise<unknown> => {
    for (const [name, value] of Object.entries(headers)) res.setHeader(name, value);
    if (req.method !== 'GET' && req.method !== 'HEAD') return send(res, 405, 'text/plain', 'Method not allowed');
    const rawPath = new URL(req.url ?? '/', 'http://x').pathname;
    if (isMalformedPath(rawPath)) return send(res, 400, 'text/plain', 'Malformed URL');
    const pathname = decodeURIComponent(rawPath);
    if (pathname === '/healthz') return send(res, 200, 'text/plain', 'ok');
    if (remotesJson && pathname === '/remotes.json') return send(res, 200, JSON_TYPE, remotesJson, 'no-store');
    if (!serveSourceMaps && isSourceMapPath(pathname)) return send(res, 404, 'text/plain', 'Not found');

    let base = root;
    let within = pathname;
    if (releasesDir) {
      // A remote's build has no sub-folders: a deeper path names a release or nothing.
      const at = remotePathOf(rawPath);
      if (at.kind === 'refused') return send(res, 404, 'text/plain', 'Not found');
      if (at.kind === 'versioned') [base, within] = [join(releasesDir, at.version), at.file];
    }
    let file = resolve(join(base, within));
    if (file !== base && !file.startsWith(base + sep)) return send(res, 404, 'text/plain', 'Not found');
    let info = await stat(file).catch(() => undefined);
    if ((!info || info.isDirectory()) && spa && isRoutePath(pathname)) {
      const landing = isLandingRequest(pathname, req.headers.cookie)
        ? await stat(join(root, LANDING_PAGE)).catch(() => undefined)
        : undefined;
      if (landing) res.setHeader('Vary', 'Cookie');
      file = join(root, landing ? LANDING_PAGE : 'index.html');
      info = landing ?? (await stat(file).catch(() => undefined));
    }
    if (!info || !info.isFile()) return send(res, 404, 'text/plain', 'Not found');

    const ext = extname(file);
    res.setHeader('Content-Type', TYPES[ext] ?? 'application/octet-stream');
    res.setHeader('Cache-Control', cacheControlFor(file));
    if (COMPRESSIBLE.has(ext) && /\bgzip\b/.test(req.headers['accept-encoding'] ?? '')) {
      let body = gzipped.get(file);
      if (!body) gzipped.set(file, (body = gzipSync(await readFile(file))));
      res.writeHead(200, { 'Content-Encoding': 'gzip', 'Content-Length': body.length, Vary: 'Accept-Encoding' });
      return res.end(req.method === 'HEAD' ? undefined : body);
    }
    res.writeHead(200, { 'Content-Length': info.size });
    if (req.method === 'HEAD') return res.end();
    createReadStream(file)
      .on('error', () => res.destroy())
      .pipe(res);
  };

  // Whatever goes wrong with one request is that request's 500, never the end of the server.
  return createServer((req, res) =>
    handle(req, res).catch((e) => {
      console.error(`static-server: ${req.method} ${req.url}: ${e instanceof Error ? e.message : String(e)}`);
      if (!res.headersSent) send(res, 500, 'text/plain', 'Internal error');
      else res.destroy();
    }),
  );
}

function send(res: ServerResponse, status: number, type: string, body?: string | Buffer, cache = NO_CACHE) {
  res.writeHead(status, { 'Content-Type': type, 'Cache-Control': cache });
  res.end(body);
}

// Run as a program (the front-end images' CMD), not when imported.
if (require.main === module) {
  const errors: string[] = [];
  const port = portOf(process.env, 'PORT', 8080, errors);
  const host = process.env.HOST || '127.0.0.1';
  let server: Server;
  try {
    if (errors.length) throw new Error(`Invalid configuration:\n  ${errors.join('\n  ')}`);
    server = createStaticServer();
  } catch (e) {
    console.error(`static-server: ${e instanceof Error ? e.message : String(e)}`);
    process.exit(1);
  }
  server.listen(port, host, () =>
    console.log(
      `static-server: ${resolve(process.env.ROOT || 'dist')} on http://${host}:${(server.address() as AddressInfo).port}`,
    ),
  );
  stopOnSignals(server, 'static server');
}
