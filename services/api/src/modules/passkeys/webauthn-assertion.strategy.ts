import passport from 'passport';

/** What checks the request: calls back with the member, or with the error that says why not. */
export type VerifyAssertion = (req: unknown, done: (err: Error | null, user?: unknown) => void) => void;

/**
 * The smallest Passport strategy for a WebAuthn assertion: the request body holds the
 * authenticator's signed answer and `verify` decides. No redirect and no state kept on the request:
 * the challenge lives in Redis (passkey-challenges.ts). Its base is passport-strategy's, as Passport
 * exports it.
 */
export class WebAuthnAssertionStrategy extends passport.Strategy {
  constructor(private readonly verify: VerifyAssertion) {
    super();
  }

  override authenticate(req: Parameters<passport.Strategy['authenticate']>[0]): void {
    this.verify(req, (err, user) => {
      if (err) return this.error(err);
      if (!user) return this.fail(401);
      return this.success(user);
    });
  }
}
