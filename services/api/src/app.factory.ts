import 'reflect-metadata';
import { NestFactory } from '@nestjs/core';
import type { NestExpressApplication } from '@nestjs/platform-express';
import express, { type NextFunction, type Request, type Response } from 'express';
import session from 'express-session';
import helmet from 'helmet';
import { endpoints, SESSION_COOKIE } from '@chairside/contracts';
import { toErrorReply } from './common/error-body';
import type { AppConfig } from './config/app-config';
import { AppModule } from './app.module';
import { AuthService } from './modules/auth/auth.service';
import { configurePassport } from './modules/auth/passport-setup';
import { SessionStore } from './modules/auth/session.store';

const THIRTY_DAYS_MS = 30 * 24 * 60 * 60 * 1000;
const JSON_LIMIT = '1mb';
/** decisions.md: a food photo data URL may be 8 MB; the JSON around it adds a little. */
const FOOD_PHOTO_JSON_LIMIT = '9mb';

/** body-parser failures (too large, malformed JSON) answer in the one error shape. */
function bodyParserErrors(err: unknown, _req: Request, res: Response, next: NextFunction): void {
  if (!err) return next();
  const reply = toErrorReply(err);
  res.status(reply.status).set(reply.headers).json(reply.body);
}

/** Builds the Nest app with its express middleware, ready to listen. */
export async function createApp(config: AppConfig): Promise<NestExpressApplication> {
  const app = await NestFactory.create<NestExpressApplication>(AppModule.register(config), {
    bodyParser: false,
    logger: config.env === 'test' ? ['error'] : ['error', 'warn', 'log'],
  });
  // req.ip is the address the last TRUST_PROXY_HOPS proxies saw (the gateway, which drops the client's
  // own forwarding headers): a client cannot claim another address by sending X-Forwarded-For.
  app.set('trust proxy', config.trustProxyHops);
  app.disable('x-powered-by');
  // JSON answers to credentialed calls are not cached by ETag; hashing every body costs throughput.
  app.set('etag', false);
  app.use(helmet());
  const smallJson = express.json({ limit: JSON_LIMIT });
  app.use((req: Request, res: Response, next: NextFunction) =>
    req.path === endpoints.analyzeFood.path ? next() : smallJson(req, res, next),
  );
  app.use(bodyParserErrors);

  app.use(
    session({
      name: SESSION_COOKIE,
      secret: config.sessionSecret,
      // The auth module's store, on TypeORM's one pool: one pool size (DB_POOL_MAX=1 on PGlite) holds for all.
      store: app.get(SessionStore),
      resave: false,
      saveUninitialized: false,
      cookie: { httpOnly: true, sameSite: 'lax', secure: config.cookieSecure, maxAge: THIRTY_DAYS_MS, path: '/' },
    }),
  );
  const passport = configurePassport(app.get(AuthService));
  app.use(passport.initialize());
  app.use(passport.session());
  // The photo call's 8 MB body is read only for a signed-in user: no one else can make us parse it.
  const photoJson = express.json({ limit: FOOD_PHOTO_JSON_LIMIT });
  app.use(endpoints.analyzeFood.path, (req: Request, res: Response, next: NextFunction) =>
    req.user ? photoJson(req, res, next) : next(),
  );
  app.use(bodyParserErrors);
  app.enableShutdownHooks();
  return app;
}
