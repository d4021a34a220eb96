import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import { FastifyAdapter, type NestFastifyApplication } from '@nestjs/platform-fastify';
import type { FastifyReply, FastifyRequest } from 'fastify';
import helmet from 'helmet';
import { endpoints, SESSION_COOKIE } from '@chairside/contracts';
import { ApiException } from './common/api-exception';
import { answerBeforeClosing } from './common/early-answer';
import type { SessionRequest } from './common/session-user';
import type { AppConfig } from './config/app-config';
import { AppModule } from './app.module';
import { sessionIdFromCookies } from './modules/auth/session-cookie';
import { DrainState } from './modules/health/drain-state';
import { SessionStore } from './modules/auth/session.store';

const MB = 1024 * 1024;
const JSON_LIMIT = 1 * MB;
/** decisions.md: a food photo data URL may be 8 MB; the JSON around it adds a little. */
const FOOD_PHOTO_JSON_LIMIT = 9 * MB;

/**
 * helmet's default headers, worked out once: they do not depend on the request, and setting a
 * fixed list costs far less per request than running helmet's eleven middlewares (docs/decisions.md).
 */
function securityHeaders(): Record<string, string> {
  const headers: Record<string, string> = {};
  const res = {
    setHeader: (name: string, value: string) => void (headers[name] = String(value)),
    removeHeader: (name: string) => void delete headers[name],
  };
  helmet()({} as never, res as never, () => {});
  // Every answer is about a signed-in member or may be: kept by no browser or proxy (a shared
  // workstation's next user, a clinic's caching proxy). Routes that may be kept say so themselves.
  headers['Cache-Control'] = 'no-store';
  return headers;
}

/** Builds the Nest app on Fastify with its session layer, ready to listen (docs/decisions.md, "API speed"). */
export async function createApp(config: AppConfig): Promise<NestFastifyApplication> {
  const adapter = new FastifyAdapter({
    // request.ip is the address the last TRUST_PROXY_HOPS proxies saw (the gateway, which drops the
    // client's own forwarding headers): a client cannot claim another address with X-Forwarded-For.
    // Express's hop count, as proxy-addr's function (Fastify 5 refuses a bare number: it trusts none).
    trustProxy: (_address: string, hop: number) => hop < config.trustProxyHops,
    bodyLimit: JSON_LIMIT,
    // Routes match with or without a trailing slash, as they did on Express.
    routerOptions: { ignoreTrailingSlash: true },
    requestIdHeader: false,
  });
  const fastify = adapter.getInstance();
  const app = await NestFactory.create<NestFastifyApplication>(AppModule.register(config), adapter, {
    // Only JSON (and multipart, through the upload interceptor): no form bodies. Nest's own parsers are
    // off; Fastify's text/plain parser is removed below, so any other body is a 415.
    bodyParser: false,
    logger: config.env === 'test' ? ['error'] : ['error', 'warn', 'log'],
  });
  const sessions = app.get(SessionStore);
  const headers = securityHeaders();

  fastify.decorateRequest('user', null);
  fastify.decorateRequest('sessionId', null);
  // The session layer: the signed cookie's session, read once, gives the request its user id.
  // No session object per request, no write unless the last use is stale (SessionStore).
  fastify.addHook('onRequest', (req: FastifyRequest & SessionRequest, reply: FastifyReply, done) => {
    reply.headers(headers);
    const sid = sessionIdFromCookies(req.headers.cookie, SESSION_COOKIE, config.sessionSecret);
    if (!sid) return done();
    sessions.read(sid).then((live) => {
      if (live) {
        req.user = { id: live.userId };
        req.sessionId = sid;
      }
      done();
    }, done);
  });

  answerBeforeClosing(fastify);

  // Draining (shutdown.ts): each answer ends its connection, so a client or proxy holding a kept-alive
  // connection opens its next one elsewhere instead of finding this one closed under it.
  const drain = app.get(DrainState);
  fastify.addHook('onSend', (_req, reply, payload, done) => {
    if (drain.draining) reply.header('Connection', 'close');
    done(null, payload);
  });

  // An empty JSON body is no body (as on Express); anything else parses with Fastify's own safe parser.
  const defaultJson = fastify.getDefaultJsonParser('error', 'ignore');
  fastify.removeContentTypeParser(['application/json', 'text/plain']);
  fastify.addContentTypeParser('application/json', { parseAs: 'string' }, (req, body, done) =>
    body === '' ? done(null, undefined) : defaultJson(req, body as string, done),
  );
  // The photo call's 8 MB body is read only for a signed-in user: no one else can make us read it.
  fastify.addHook('onRoute', (route) => {
    if (route.url !== endpoints.analyzeFood.path) return;
    route.bodyLimit = FOOD_PHOTO_JSON_LIMIT;
    const own = route.preParsing ? [route.preParsing].flat() : [];
    route.preParsing = [
      (req: FastifyRequest & SessionRequest, _reply, payload, done) =>
        req.user ? done(null, payload) : done(ApiException.unauthorized()),
      ...own,
    ];
  });
  // No enableShutdownHooks(): main.ts drains on SIGTERM and SIGINT itself, then calls app.close(),
  // which runs the same hooks (pools, Redis, the queue) once no request needs them.
  return app;
}
