import type { Request, Response } from 'express';
import passport from 'passport';
import { Strategy as LocalStrategy } from 'passport-local';
import type { SessionUser } from '../../common/session-user';
import type { UserEntity } from '../users/user.entity';
import type { AuthService } from './auth.service';

/** passport-local checks username + PIN; the session keeps only the user id. */
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
  passport.serializeUser((user, done) => done(null, (user as SessionUser).id));
  passport.deserializeUser((id: string, done) => done(null, { id }));
  return passport;
}

export function authenticateLocal(req: Request, res: Response): Promise<UserEntity> {
  return new Promise((resolve, reject) => {
    passport.authenticate('local', { session: false }, (err: unknown, user: UserEntity | false) => {
      if (err) return reject(err);
      if (!user) return reject(new Error('authentication produced no user'));
      resolve(user);
    })(req, res, reject);
  });
}

/** passport >= 0.6 regenerates the session id at login (session fixation). */
export function startSession(req: Request, user: SessionUser): Promise<void> {
  return new Promise((resolve, reject) => req.login(user, (err) => (err ? reject(err) : resolve())));
}

export function endSession(req: Request): Promise<void> {
  return new Promise((resolve, reject) =>
    req.logout((err) => {
      if (err) return reject(err);
      if (!req.session) return resolve();
      req.session.destroy((e) => (e ? reject(e) : resolve()));
    }),
  );
}
