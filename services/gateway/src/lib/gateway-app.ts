import compression from 'compression';
import express, { type Express, type Request, type Response } from 'express';
import helmet from 'helmet';
import { createProxyMiddleware } from 'http-proxy-middleware';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Socket } from 'node:net';
import { join } from 'node:path';
import { cacheControlFor, isRoutePath, NO_CACHE } from './cache-policy';
import { isSourceMapPath, type GatewayConfig } from './config';
import { isLandingRequest, LANDING_PAGE } from './landing-page';
import { followReleaseTable } from './release-source';
import { remotesAnswer } from './remotes-answer';
import { remotePathOf } from './release-store';
import { helmetOptions, isMalformedPath, remoteOrigins, securityHeaders, setForwardingHeaders } from './hardening';

const isApiPath = (path: string) => path === '/api' || path.startsWith('/api/');

/** One origin for the browser: the shell at /, each remote at /remotes/<folder>/, /remotes.json, and /api. */
export function createGatewayApp(config: GatewayConfig): Express {
  const app = express();
  app.disable('x-powered-by');
  // Scripts only from the site and the configured remote origins (docs/decisions-platform.md, "Gateway").
  const origins = remoteOrigins(config.remotesManifest);
  const pageHeaders = helmet(helmetOptions(origins));
  // A remote's files may be loaded by a shell on another origin (its MFE_*_URL points here).
  const remoteFileHeaders = helmet(helmetOptions(origins, 'cross-origin'));
  app.use((req, res, next) => (req.path.startsWith('/remotes/') ? remoteFileHeaders : pageHeaders)(req, res, next));
  app.use((req, res, next) => {
    if (!isMalformedPath(req.path)) return next();
    const body = { statusCode: 400, code: 'MALFORMED_URL', message: 'Malformed URL' };
    if (isApiPath(req.path)) return void res.status(400).json(body);
    res.status(400).type('text/plain').send(body.message);
  });
  // The gateway is the edge: forwarding headers state the connection it saw, never the client's;
  // behind a trusted front proxy (GATEWAY_TRUSTED_PROXIES), the client that proxy saw.
  app.use((req, _res, next) => {
    setForwardingHeaders(req, config.trustedProxies);
    next();
  });
  // Before any front-end is served or proxied, so no upstream's own setting can hand them out.
  if (!config.serveSourceMaps) {
    app.use((req, res, next) => (isSourceMapPath(req.path) && !isApiPath(req.path) ? notFound(req, res) : next()));
  }
  app.use(compression());
  // No body parser anywhere in the gateway: request bodies and cookies reach the API untouched.
  app.use(
    createProxyMiddleware({
      target: config.apiUrl,
      pathFilter: (path) => isApiPath(path),
      on: { proxyRes: keepClientConnection, error: unavailable('The API') },
    }),
  );

  // The release registry: each request's answer names the versions chosen for this member (docs/decisions-platform.md).
  const releaseTable = followReleaseTable(config.releases);
  app.get('/remotes.json', (req, res) => {
    const { body, header } = remotesAnswer(
      config.remotesManifest,
      config.overriddenRemotes,
      releaseTable(),
      req.headers.cookie,
    );
    res.setHeader('Cache-Control', 'no-store');
    res.setHeader('Vary', 'Cookie');
    res.setHeader('X-Chairside-Releases', header);
    res.json(body);
  });

  for (const remote of config.remotes) {
    const mount = `/remotes/${remote.folder}`;
    // `/<version>/<file>` is one release of the remote, `/<file>` its current build (release-store.ts).
    app.use(mount, (req, res, next) => (remotePathOf(req.path).kind === 'refused' ? notFound(req, res) : next()));
    if (remote.upstream) {
      // Mounted, so express strips the prefix: the remote's own server serves its dist at / and
      // each release it carries at /<version>/.
      app.use(mount, frontEndProxy(remote.upstream, remote.folder, securityHeaders(origins, 'cross-origin')));
    } else {
      const releases = staticFiles(join(config.releasesRoot, remote.folder));
      app.use(mount, (req, res, next) =>
        remotePathOf(req.path).kind === 'versioned' ? releases(req, res, () => notFound(req, res)) : next(),
      );
      app.use(mount, staticFiles(join(config.staticRoot, remote.folder, 'dist')), notFound);
    }
  }

  if (config.shellUpstream) {
    app.use(frontEndProxy(config.shellUpstream, 'The shell', securityHeaders(origins)));
    return app;
  }
  const shellDist = join(config.staticRoot, 'shell', 'dist');
  app.use(staticFiles(shellDist));
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isRoutePath(req.path) || req.path.startsWith('/remotes/'))
      return next();
    const sendPage = (file: string, whenMissing: () => void) =>
      res.sendFile(join(shellDist, file), { cacheControl: false, headers: { 'Cache-Control': NO_CACHE } }, (err) => {
        if (err && !res.headersSent) whenMissing();
      });
    const sendShell = () =>
      sendPage('index.html', () => {
        res.status(503).type('text/plain').send('The shell is not built yet: run `npx nx run shell:build`.');
      });
    if (!isLandingRequest(req.path, req.headers.cookie)) return sendShell();
    // The answer depends on the cookie: a shared cache must not hand one visitor's page to another.
    res.setHeader('Vary', 'Cookie');
    sendPage(LANDING_PAGE, sendShell); // a shell built without its landing page still answers
  });
  app.use(notFound);
  return app;
}

function staticFiles(dir: string) {
  return express.static(dir, {
    index: false,
    redirect: false,
    setHeaders: (res, path) => res.setHeader('Cache-Control', cacheControlFor(path)),
  });
}

/**
 * A front-end container behind the gateway (compose). Its own security headers are replaced by the
 * gateway's: the gateway's remotes.json is the one the browser uses, so its CSP must be the one that holds.
 */
function frontEndProxy(target: string, name: string, headers: Record<string, string>) {
  return createProxyMiddleware({
    target,
    on: {
      error: unavailable(name),
      proxyRes: (proxyRes, req, res) => {
        keepClientConnection(proxyRes, req, res);
        for (const [header, value] of Object.entries(headers)) proxyRes.headers[header.toLowerCase()] = value;
      },
    },
  });
}

/** Requests whose upstream has answered: a later error on the same exchange must not replace that answer. */
const answered = new WeakSet<IncomingMessage>();

/**
 * An upstream may answer before it has read the whole body (the API's 413 for a body over its
 * limit) and close its connection; the gateway's write of the rest then fails (EPIPE, ECONNRESET).
 * That failure belongs to the gateway's connection to the upstream, not to the answer, which goes
 * to the client as it is. The upstream's `Connection: close` is dropped for the same reason: it
 * concerns that connection only, and closing the client's connection while the client is still
 * sending its body makes the client's system reset it, losing the answer; Node reads and discards
 * the rest of the client's body instead (within the server's request timeout).
 */
function keepClientConnection(proxyRes: IncomingMessage, req: IncomingMessage, res: ServerResponse) {
  answered.add(req);
  delete proxyRes.headers.connection;
  res.once('finish', () => drainBody(req));
}

/**
 * The rest of a body nobody reads any more: discarded as it arrives. Left piped to a dead upstream
 * connection it would stay paused, and the client would wait for ever to finish sending it.
 */
function drainBody(req: IncomingMessage) {
  if (req.complete) return;
  req.unpipe();
  req.resume();
}

function notFound(_req: Request, res: Response) {
  res.status(404).type('text/plain').send('Not found');
}

/** An upstream that is down answers in the API's error shape, with a message naming it (decisions: 503). */
function unavailable(what: string) {
  return (err: Error & { code?: string }, req: IncomingMessage, res: ServerResponse | Socket): void => {
    // The answer is already on its way (piped by the proxy), or the client is gone.
    if (answered.has(req)) return;
    // A socket (an upgrade) has no status line to write: it is ended.
    if (!('writeHead' in res) || res.headersSent) return void res.end?.();
    res.once('finish', () => drainBody(req));
    res.writeHead(503, { 'Content-Type': 'application/json', 'Cache-Control': 'no-store' });
    res.end(
      JSON.stringify({
        statusCode: 503,
        code: 'UPSTREAM_UNAVAILABLE',
        message: `${what} is unavailable (${err.code ?? err.message})`,
      }),
    );
  };
}
