import compression from 'compression';
import express from 'express';
import { createProxyMiddleware } from 'http-proxy-middleware';
import { join } from 'node:path';
import { cacheControlFor, isRoutePath, NO_CACHE } from './cache-policy.mjs';
import { isLandingRequest, LANDING_PAGE } from './landing-page.mjs';

const isApiPath = (path) => path === '/api' || path.startsWith('/api/');

/** One origin for the browser: the shell at /, each remote at /remotes/<folder>/, /remotes.json, and /api. */
export function createGatewayApp(config) {
  const app = express();
  app.disable('x-powered-by');
  app.use((_req, res, next) => {
    res.setHeader('X-Content-Type-Options', 'nosniff');
    res.setHeader('Referrer-Policy', 'strict-origin-when-cross-origin');
    next();
  });
  app.use(compression());
  // No body parser anywhere in the gateway: request bodies and cookies reach the API untouched.
  app.use(
    createProxyMiddleware({
      target: config.apiUrl,
      pathFilter: (path) => isApiPath(path),
      xfwd: true,
      on: { error: unavailable('The API') },
    }),
  );

  app.get('/remotes.json', (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json(config.remotesManifest);
  });

  for (const remote of config.remotes) {
    const mount = `/remotes/${remote.folder}`;
    if (remote.upstream) {
      // Mounted, so express strips the prefix: the remote's own server serves its dist at /.
      app.use(mount, createProxyMiddleware({ target: remote.upstream, on: { error: unavailable(remote.folder) } }));
    } else {
      app.use(mount, staticFiles(join(config.staticRoot, remote.folder, 'dist')), notFound);
    }
  }

  if (config.shellUpstream) {
    app.use(createProxyMiddleware({ target: config.shellUpstream, on: { error: unavailable('The shell') } }));
    return app;
  }
  const shellDist = join(config.staticRoot, 'shell', 'dist');
  app.use(staticFiles(shellDist));
  app.use((req, res, next) => {
    if ((req.method !== 'GET' && req.method !== 'HEAD') || !isRoutePath(req.path) || req.path.startsWith('/remotes/'))
      return next();
    const sendPage = (file, whenMissing) =>
      res.sendFile(join(shellDist, file), { cacheControl: false, headers: { 'Cache-Control': NO_CACHE } }, (err) => {
        if (err && !res.headersSent) whenMissing();
      });
    const sendShell = () =>
      sendPage('index.html', () =>
        res.status(503).type('text/plain').send('The shell is not built yet: run `npx nx run shell:build`.'),
      );
    if (!isLandingRequest(req.path, req.headers.cookie)) return sendShell();
    // The answer depends on the cookie: a shared cache must not hand one visitor's page to another.
    res.setHeader('Vary', 'Cookie');
    sendPage(LANDING_PAGE, sendShell); // a shell built without its landing page still answers
  });
  app.use(notFound);
  return app;
}

function staticFiles(dir) {
  return express.static(dir, {
    index: false,
    redirect: false,
    setHeaders: (res, path) => res.setHeader('Cache-Control', cacheControlFor(path)),
  });
}

function notFound(_req, res) {
  res.status(404).type('text/plain').send('Not found');
}

/** An upstream that is down answers in the API's error shape, with a message naming it (decisions: 503). */
function unavailable(what) {
  return (err, _req, res) => {
    if (typeof res.writeHead !== 'function' || res.headersSent) return res.end?.();
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
