import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { UserEntity } from '../users/user.entity';
import type { AuthService } from './auth.service';

/** What passport-local reads of a request: the parsed body (and query), and the client address. */
export interface CredentialsRequest {
  body?: unknown;
  query?: unknown;
  ip?: string;
}

/**
 * passport-local checks username + PIN at sign-in; nothing else of passport runs per request (the
 * session layer in app.factory.ts puts the session's user id on the request, decisions.md).
 */
export function configurePassport(auth: AuthService): passport.PassportStatic {
  passport.use(
    'local',
    new LocalStrategy(
      { usernameField: 'username', passwordField: 'pin', passReqToCallback: true, session: false },
      (req, username, pin, done) => {
        auth.verify(username, pin, req.ip ?? 'unknown').then((u) => done(null, u), done);
      },
    ),
  );
  return passport;
}

/** Runs the local strategy on a Fastify request's body; rejects with the service's 401/429. */
export function authenticateLocal(req: CredentialsRequest): Promise<UserEntity> {
  return new Promise((resolve, reject) => {
    // passport's middleware only reads the request here (a custom callback, no session): the
    // Fastify request's parsed body and address are all the strategy needs.
    const shim = { body: req.body, query: req.query ?? {}, ip: req.ip };
    passport.authenticate('local', { session: false }, (err: unknown, user: UserEntity | false) => {
      if (err) return reject(err);
      if (!user) return reject(new Error('authentication produced no user'));
      resolve(user);
    })(shim, {}, reject);
  });
}
